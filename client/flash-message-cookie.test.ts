import { allTasks, cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { serializeFlashMessage, type FlashMessage } from '../domain/flash-message';
import { t } from '../ui/i18n/t';
import {
  type CookieJar,
  FLASH_MESSAGE_COOKIE,
  showFlashMessage,
  takeFlashMessageCookie,
} from './flash-message-cookie';
import { readCookie } from './session-cookies';
import { $notifications } from './stores/notifications';

/** A `document.cookie` stand-in: reads return the jar, writes are recorded. */
function jar(cookie: string): CookieJar & { writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
}

const restored: FlashMessage = { key: 'Makse ebaõnnestus, sinu ostukorv on taastatud', type: 'danger', timeToLive: 5000 };
const DELETE = 'vsf-message=; path=/; max-age=0; secure; samesite=strict';

afterEach(() => {
  cleanStores($notifications);
  $notifications.set([]);
});

describe('readCookie', () => {
  it.each([
    ['a=1; vsf-message=abc; b=2', 'abc'],
    ['vsf-message=abc', 'abc'],
    ['xvsf-message=abc', null],
    ['vsf-message-old=abc', null],
    ['', null],
    ['vsf-message=', ''],
  ])('%j', (header, expected) => {
    expect(readCookie(header, FLASH_MESSAGE_COOKIE)).toBe(expected);
  });
});

describe('takeFlashMessageCookie', () => {
  it('returns the raw value and deletes the cookie with the spec attributes', () => {
    const cookies = jar(`vsf-cart=x; vsf-message=${encodeURIComponent(serializeFlashMessage(restored))}`);
    expect(takeFlashMessageCookie(cookies)).toBe(encodeURIComponent(serializeFlashMessage(restored)));
    expect(cookies.writes).toEqual([DELETE]);
  });

  it('leaves the cookies alone when there is no flash cookie', () => {
    const cookies = jar('vsf-cart=x');
    expect(takeFlashMessageCookie(cookies)).toBeNull();
    expect(cookies.writes).toEqual([]);
  });
});

describe('showFlashMessage', () => {
  it('pushes the translated notice with its type and lifetime, then deletes the cookie', async () => {
    const cookies = jar(`vsf-message=${encodeURIComponent(serializeFlashMessage(restored))}`);
    const shown = await showFlashMessage(cookies);
    await allTasks();
    expect(shown).toMatchObject({ title: t('Makse ebaõnnestus, sinu ostukorv on taastatud'), type: 'danger', timeToLive: 5000, persist: false });
    expect($notifications.get()).toHaveLength(1);
    expect(cookies.writes).toEqual([DELETE]);
  });

  it('keeps the authorization warning until dismissed (persistent)', async () => {
    const warning: FlashMessage = { key: 'You are not authorized, please log in.', type: 'warning', timeToLive: 60_000 };
    const shown = await showFlashMessage(jar(`vsf-message=${encodeURIComponent(serializeFlashMessage(warning))}`));
    expect(shown).toMatchObject({ title: 'Sul puudub ligipääs, palun logi sisse.', type: 'warning', persist: true });
  });

  it('deletes a malformed cookie without showing anything', async () => {
    const cookies = jar('vsf-message=garbage');
    expect(await showFlashMessage(cookies)).toBeNull();
    expect($notifications.get()).toEqual([]);
    expect(cookies.writes).toEqual([DELETE]);
  });

  it('does nothing without the cookie', async () => {
    expect(await showFlashMessage(jar(''))).toBeNull();
    expect($notifications.get()).toEqual([]);
  });
});
