import { type ReactNode, useRef } from 'react';
import type { AuthMethod, AuthMode, QueryModes } from '../../domain/query-modes';
import { t } from '../i18n/t';
import { CloseIcon } from './header-icons';
import { MOBILE_MENU_ID, type SidebarName, sidebarId } from './sidebar-names';
import { useDialogFocus } from './use-dialog-focus';

export type AuthenticationState = { readonly mode: AuthMode; readonly method: AuthMethod };

export type SidebarsViewProps = {
  openSidebar: SidebarName | null;
  authentication: AuthenticationState;
  mobileMenuOpen: boolean;
  onClose?: () => void;
  onCloseMobileMenu?: () => void;
};

export const DEFAULT_AUTHENTICATION: AuthenticationState = { mode: 'login', method: 'email' };

/**
 * What the sidebars show on first render, on the server and in the hydration render alike:
 * all closed, unless the query string asked for the authentication sidebar (storefront.md §2
 * "Query-driven behaviour on load"), which is then open in that mode.
 */
export function initialSidebarsState(
  initialAuthentication: QueryModes['authentication'],
): Pick<SidebarsViewProps, 'openSidebar' | 'authentication' | 'mobileMenuOpen'> {
  return {
    openSidebar: initialAuthentication ? 'authentication' : null,
    authentication: initialAuthentication ?? DEFAULT_AUTHENTICATION,
    mobileMenuOpen: false,
  };
}

/** Heading of the authentication sidebar per mode (the switcher offers Login and Register). */
export function authenticationHeading(mode: AuthMode): string {
  switch (mode) {
    case 'login':
      return t('Log in');
    case 'pre-register':
    case 'register':
      return t('Register');
    case 'reset-password':
      return t('Reset password');
    case 'new-password':
      return t('Set a new password');
  }
}

type PanelProps = {
  id: string;
  open: boolean;
  title: string;
  side: 'start' | 'end';
  onClose: (() => void) | undefined;
  children: ReactNode;
};

/**
 * A slide-in dialog. Closed, it stays in the DOM (for the slide transition) but is hidden
 * from assistive tech (`aria-hidden`) and from focus and clicks (`inert`).
 */
function Panel({ id, open, title, side, onClose, children }: PanelProps) {
  const ref = useRef<HTMLElement>(null);
  useDialogFocus(ref, open);
  return (
    <aside
      ref={ref}
      id={id}
      className={`sidebar sidebar--${side}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-hidden={open ? undefined : true}
      inert={!open}
      data-open={open || undefined}
      tabIndex={-1}
    >
      <header className="sidebar__header">
        <h2 id={`${id}-title`} className="sidebar__title">
          {title}
        </h2>
        <button type="button" className="panel-close" aria-label={t('Close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      <div className="sidebar__body">{children}</div>
    </aside>
  );
}

/**
 * The layout's slide-in panels: search, cart, wishlist, authentication and account sidebars
 * (one open at a time) and the mobile menu beneath them. Bodies are placeholders until the
 * issues that own them (search, cart, wishlist, sign-in forms, account menu, mega menu).
 */
export function SidebarsView({ openSidebar, authentication, mobileMenuOpen, onClose, onCloseMobileMenu }: SidebarsViewProps) {
  const isOpen = (name: SidebarName) => openSidebar === name;
  const anyOpen = openSidebar !== null || mobileMenuOpen;
  return (
    <div className="sidebars">
      <div
        className="sidebars__backdrop"
        data-open={anyOpen || undefined}
        aria-hidden="true"
        onClick={openSidebar !== null ? onClose : onCloseMobileMenu}
      />
      <Panel id={MOBILE_MENU_ID} open={mobileMenuOpen} title={t('Menu')} side="start" onClose={onCloseMobileMenu}>
        <p className="sidebar__placeholder">{t('This section is being prepared.')}</p>
      </Panel>
      <Panel id={sidebarId('search')} open={isOpen('search')} title={t('Search')} side="end" onClose={onClose}>
        <p className="sidebar__placeholder">{t('This section is being prepared.')}</p>
      </Panel>
      <Panel id={sidebarId('cart')} open={isOpen('cart')} title={t('Cart')} side="end" onClose={onClose}>
        <p className="sidebar__empty">{t('Your cart is empty')}</p>
      </Panel>
      <Panel id={sidebarId('wishlist')} open={isOpen('wishlist')} title={t('Wishlist')} side="end" onClose={onClose}>
        <p className="sidebar__placeholder">{t('This section is being prepared.')}</p>
      </Panel>
      <Panel
        id={sidebarId('authentication')}
        open={isOpen('authentication')}
        title={authenticationHeading(authentication.mode)}
        side="end"
        onClose={onClose}
      >
        {authentication.method === 'card_id' && <p className="sidebar__method">{t('ID card')}</p>}
        <p className="sidebar__placeholder" data-auth-mode={authentication.mode}>
          {t('The sign-in forms will appear here.')}
        </p>
      </Panel>
      <Panel id={sidebarId('account')} open={isOpen('account')} title={t('My account')} side="end" onClose={onClose}>
        <p className="sidebar__placeholder">{t('This section is being prepared.')}</p>
      </Panel>
    </div>
  );
}
