import type { ReactNode } from 'react';
import { Footer } from '../footer/footer';
import { AccountButton, AuthSidebar } from '../header/account-button';
import { AccountSidebar } from '../header/account-sidebar';
import { Logo } from '../header/logo';
import { NotificationsIsland } from '../islands/notifications';
import type { ShellData } from './shell';

/** Minimal layout (error pages, checkout): logo, account button (storefront.md §2) and copyright. */
export function MinimalLayout({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <>
      <header className="site-header site-header--minimal">
        <div className="site-header__bar">
          <Logo alt={shell.logoAlt} />
          <AccountButton />
        </div>
      </header>
      <AuthSidebar cardIdAuthUrl={shell.cardIdAuthUrl} />
      <AccountSidebar />
      <NotificationsIsland />
      <main id="main" className="site-main site-main--minimal">
        {children}
      </main>
      <Footer storeName={shell.storeName} year={shell.year} thirdParty={shell.thirdParty} minimal />
    </>
  );
}
