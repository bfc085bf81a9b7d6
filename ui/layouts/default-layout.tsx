import type { ReactNode } from 'react';
import { t } from '../i18n/t';
import { BankLogos } from '../header/bank-logos';
import { Logo } from '../header/logo';
import { MegaMenu } from '../header/mega-menu';
import { Footer } from '../footer/footer';
import {
  AccountButtonIsland,
  CartButtonIsland,
  LiveSearchIsland,
  NewsletterModalIsland,
  NotificationsIsland,
  SidebarsIsland,
  WishlistButtonIsland,
} from '../islands';
import type { ShellData } from './shell';

/**
 * Default layout: header, mega menu, bank logos, footer, notifications, newsletter modal
 * slot and sidebars. Mega menu and bank logos are hidden on thank-you and my-account paths.
 */
export function DefaultLayout({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <header className="site-header">
        <div className="site-header__bar">
          <Logo alt={shell.logoAlt} />
          <div className="site-header__search">
            <LiveSearchIsland id="header-search" variant="header" placeholder={t('Search for products or brands...')} />
          </div>
          <div className="site-header__actions">
            <AccountButtonIsland />
            <WishlistButtonIsland />
            <CartButtonIsland />
          </div>
        </div>
        {shell.showMegaMenu ? <MegaMenu items={shell.menu} /> : null}
      </header>
      <NotificationsIsland />
      <main id="main" className="site-main">
        {children}
      </main>
      {shell.showMegaMenu ? <BankLogos /> : null}
      <Footer storeName={shell.storeName} year={shell.year} />
      <SidebarsIsland initialAuthentication={shell.queryModes.authentication} />
      <NewsletterModalIsland />
    </>
  );
}
