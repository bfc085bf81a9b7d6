import { t } from '../i18n/t';
import type { ThirdPartyIds } from '../layouts/shell';
import { CHAT_KEY_ATTRIBUTE, CONSENT_SETTINGS_ATTRIBUTE, GTM_ID_ATTRIBUTE } from '../consent/consent-markers';

type FooterProps = { storeName: string; year: number; minimal?: boolean; thirdParty?: ThirdPartyIds | undefined };

/** Footer: the store's copyright with the current year and the site builder's link. */
export function Footer({ storeName, year, minimal = false, thirdParty }: FooterProps) {
  // The configured third parties ride on the footer as plain data for client/tracking/third-party.ts.
  const ids = {
    ...(thirdParty?.gtmContainerId ? { [GTM_ID_ATTRIBUTE]: thirdParty.gtmContainerId } : {}),
    ...(thirdParty?.chatWidgetKey ? { [CHAT_KEY_ATTRIBUTE]: thirdParty.chatWidgetKey } : {}),
  };
  return (
    <footer className={minimal ? 'site-footer site-footer--minimal' : 'site-footer'} {...ids}>
      {minimal ? null : (
        <div className="site-footer__columns">
          <section>
            <h2>{t('Customer service')}</h2>
            <p>{t('Mon-Fri 9-17')}</p>
          </section>
          <section>
            <h2>{t('Sales hall and warehouses')}</h2>
            <p>{t('Mon-Sat 10-20, Sun 10-19')}</p>
          </section>
          <section>
            <h2>{t('Information')}</h2>
            <ul>
              <li>
                <a href="/kontaktid.html">{t('Contacts')}</a>
              </li>
              <li>
                <a href="/kategooriad.html">{t('All categories')}</a>
              </li>
              <li>
                <a href="/gdpr.html">{t('Personal data')}</a>
              </li>
            </ul>
          </section>
        </div>
      )}
      <div className="site-footer__bottom">
        {/* Reopens the consent banner (client/tracking/consent-start.ts): disabled until the boot module wires it (no control that does nothing). */}
        <p>
          <button type="button" className="site-footer__consent" disabled {...{ [CONSENT_SETTINGS_ATTRIBUTE]: '' }}>
            {t('Cookie settings')}
          </button>
        </p>
        <p className="copyright">{`© ${year} ${storeName}. ${t('All rights reserved.')}`}</p>
        <p className="site-builder">
          {t('Site built by')}{' '}
          <a href="https://www.servaline.ee" rel="noopener">
            Servaline
          </a>
        </p>
      </div>
    </footer>
  );
}
