import type { ConsentGrants, OptionalCategory } from '../../domain/consent';
import { t } from '../i18n/t';

/*
 * The consent banner (issue 10 point 2). One component for both places it is rendered: the edge
 * adds its static markup to every page whose request carries no valid consent cookie
 * (worker/middleware/consent-banner.tsx), and the footer's 'Cookie settings' renders it in the
 * browser (client/tracking/consent-banner.tsx). It needs no script: a form posting to
 * `POST /consent` (worker/consent.ts), the category toggles in a native `<details>`. With
 * JavaScript, the boot module intercepts the submit (client/tracking/consent-start.ts).
 * Fixed at the bottom over the page (no layout shift), a labelled region rather than a modal:
 * the shop stays usable while it asks.
 *
 * Literal names rather than imports (the field names of domain/consent-choice.ts, the marker of
 * ./consent-markers.ts): the boot module imports those modules too, and a module shared with
 * this chunk would be split out of it into one more chunk on every page. consent-banner.test.tsx
 * checks they match.
 */
const CATEGORIES: readonly [OptionalCategory, string, string][] = [
  ['analytics', t('Analytics'), t('Helps us understand how the shop is used.')],
  ['marketing', t('Marketing'), t('Lets us and our partners show you relevant ads.')],
  ['functional', t('Functional'), t('Enables the customer service chat.')],
];

/** ./consent-markers.ts `CONSENT_BANNER_ATTRIBUTE`, spelled out (see above). */
export const CONSENT_BANNER_MARKER = 'data-consent-banner';

export type ConsentBannerProps = {
  /** The page to come back to after `POST /consent` (path and query). */
  returnTo: string;
  /** The stored choice (its boxes ticked), `null` on a first visit. */
  initial: ConsentGrants | null;
  /** Open with the category toggles (the footer's 'Cookie settings'). */
  settings?: boolean;
};

export function ConsentBanner({ returnTo, initial, settings = false }: ConsentBannerProps) {
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title" {...{ [CONSENT_BANNER_MARKER]: '' }}>
      <form className="consent-banner__inner" method="post" action="/consent">
        {/* The default button of Enter in a checkbox: disabled, so Enter accepts nothing by surprise. */}
        <button type="submit" disabled hidden />
        <input type="hidden" name="return" value={returnTo} />
        <h2 id="consent-banner-title" tabIndex={-1}>
          {t('Cookies')}
        </h2>
        <p>{t("We use cookies to make the shop work, to see how it is used and to show relevant offers. Choose what you allow; you can change it any time with 'Cookie settings' at the bottom of the page.")}</p>
        <div className="consent-banner__actions">
          <button type="submit" name="action" value="accept" className="button button--primary">
            {t('Accept all')}
          </button>
          <button type="submit" name="action" value="decline" className="button">
            {t('Decline')}
          </button>
        </div>
        <details className="consent-banner__settings" open={settings}>
          <summary>{t('Settings')}</summary>
          <fieldset>
            <legend>{t('Cookie categories')}</legend>
            <label>
              <input type="checkbox" defaultChecked disabled />
              <span>
                {t('Necessary')}
                <span className="consent-banner__hint">{t('Needed for the cart, sign-in and checkout; always on.')}</span>
              </span>
            </label>
            {CATEGORIES.map(([category, name, hint]) => (
              <label key={category}>
                <input type="checkbox" name={category} defaultChecked={initial?.[category] ?? false} />
                <span>
                  {name}
                  <span className="consent-banner__hint">{hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" name="action" value="save" className="button">
            {t('Save settings')}
          </button>
        </details>
      </form>
      {/* Last child: the banner shows only once the parser got here (ui/styles/consent.css). */}
      <span className="consent-banner__end" hidden />
    </section>
  );
}
