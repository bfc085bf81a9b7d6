import type { ReactNode } from 'react';
import { t } from '../i18n/t';
import { BankLogos } from '../header/bank-logos';
import { AccountButton, AuthSidebar } from '../header/account-button';
import { AccountSidebar } from '../header/account-sidebar';
import { CartButton, CartSidebar } from '../header/cart-button';
import { WishlistButton, WishlistSidebar } from '../header/wishlist-button';
import { Logo } from '../header/logo';
import { MegaMenu } from '../header/mega-menu';
import { MobileMenu } from '../header/mobile-menu';
import { Footer } from '../footer/footer';
import { MobileMenuButton } from '../header/mobile-menu-button';
import { NotificationsIsland } from '../islands/notifications';
import { HeaderSearch } from '../header/header-search';
import type { ShellData } from './shell';

/**
 * Default layout: header (menu button on phones and tablets, logo, search (a button and a popover on phones), wish list button,
 * account button, cart button), mega menu, bank logos, footer, notifications, the cart, wish list and
 * authentication sidebars. Mega menu, mobile menu and bank logos are hidden on thank-you and
 * my-account paths. The wish list button shows only to a signed-in shopper (ui/header/wishlist-button.tsx).
 */
export function DefaultLayout({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const menu = shell.showMegaMenu && shell.menu.length > 0;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <header className="site-header">
        <div className="site-header__bar">
          {menu ? <MobileMenuButton /> : null}
          <Logo alt={shell.logoAlt} />
          <HeaderSearch term={shell.searchTerm} />
          {/* Before the account button: when it appears for a signed-in shopper, only the search box narrows (no shift). */}
          <WishlistButton />
          <AccountButton />
          <CartButton />
        </div>
        {menu ? <MegaMenu items={shell.menu} /> : null}
      </header>
      {menu ? <MobileMenu items={shell.menu} /> : null}
      <CartSidebar />
      <AuthSidebar cardIdAuthUrl={shell.cardIdAuthUrl} />
      <AccountSidebar />
      <WishlistSidebar />
      <NotificationsIsland />
      <main id="main" className="site-main">
        {children}
      </main>
      {shell.showMegaMenu ? <BankLogos /> : null}
      <Footer storeName={shell.storeName} year={shell.year} thirdParty={shell.thirdParty} />
    </>
  );
}
