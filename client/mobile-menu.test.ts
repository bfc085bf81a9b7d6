import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeOnNavigation } from './mobile-menu';

/** Just enough of Element for `closest('a[href]')`: a node that is, or sits inside, a link or not. */
class FakeElement {
  constructor(private readonly insideLink: boolean) {}
  closest(selector: string) {
    return selector === 'a[href]' && this.insideLink ? this : null;
  }
}

function fakeDialog() {
  let listener: ((event: { target: unknown }) => void) | undefined;
  const dialog = {
    close: vi.fn(),
    addEventListener: (_type: string, fn: typeof listener) => (listener = fn),
    removeEventListener: vi.fn(),
    click: (target: unknown) => listener?.({ target }),
  };
  return dialog;
}

afterEach(() => vi.unstubAllGlobals());

describe('mobile menu: closeOnNavigation', () => {
  it('closes on a link click (inside a link too) and on the backdrop, not on a summary or the sheet', () => {
    vi.stubGlobal('Element', FakeElement);
    const dialog = fakeDialog();
    const release = closeOnNavigation(dialog as unknown as HTMLDialogElement);

    dialog.click(new FakeElement(false)); // a <summary> opening a level
    expect(dialog.close).not.toHaveBeenCalled();
    dialog.click(new FakeElement(true)); // a category link
    expect(dialog.close).toHaveBeenCalledTimes(1);
    dialog.click(dialog); // the backdrop: outside the sheet the dialog itself is the target
    expect(dialog.close).toHaveBeenCalledTimes(2);

    release();
    expect(dialog.removeEventListener).toHaveBeenCalledWith('click', expect.any(Function));
  });
});
