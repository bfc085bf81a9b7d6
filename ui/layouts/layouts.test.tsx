import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../header/mega-menu';
import { DefaultLayout } from './default-layout';
import { MinimalLayout } from './minimal-layout';
import { headerSearchTerm, type ShellData } from './shell';

const MENU: MenuItem[] = [
  {
    uid: 'c1',
    name: 'Diivanid',
    url_path: 'diivanid',
    url_suffix: '.html',
    children: [
      {
        uid: 'c2',
        name: 'Nurgadiivanid',
        url_path: 'diivanid/nurgadiivanid',
        url_suffix: '.html',
        children: [{ uid: 'c3', name: 'Parema nurgaga', url_path: 'diivanid/nurgadiivanid/parema-nurgaga', url_suffix: '.html' }],
      },
      { uid: 'c4', name: 'Peidetud', url_path: 'diivanid/peidetud', url_suffix: '.html', include_in_menu: 0 },
    ],
  },
  { uid: 'c5', name: 'Vaibad', url_path: 'vaibad', url_suffix: '.html' },
];

const shell = (overrides: Partial<ShellData> = {}): ShellData => ({
  storeName: 'Mööblipood',
  logoAlt: 'Mööblipood',
  menu: MENU,
  showMegaMenu: true,
  year: 2026,
  queryModes: { authentication: { mode: 'new-password', method: 'email' } },
  cardIdAuthUrl: '',
  ...overrides,
});

const render = (data: ShellData) => renderToString(<DefaultLayout shell={data}>x</DefaultLayout>);

describe('default layout', () => {
  it('renders a menu button that opens the mobile menu dialog, without JavaScript too (invoker command)', () => {
    const html = render(shell());
    expect(html).toMatch(/<button type="button" class="header-action header-action--menu" aria-label="Menüü" aria-haspopup="dialog" aria-controls="mobile-menu" commandfor="mobile-menu" command="show-modal">/);
    expect(html).toMatch(/<dialog id="mobile-menu" class="mobile-menu" aria-labelledby="mobile-menu-title">/);
    expect(html).toContain('<form method="dialog"><button type="submit" class="mobile-menu__close" aria-label="Sulge">');
  });

  it('puts the whole category tree in the mobile menu: every level expandable, each branch linking itself', () => {
    const dialog = /<dialog[\s\S]*<\/dialog>/.exec(render(shell()))![0];
    expect(dialog).toContain('<summary class="mobile-menu__row">Diivanid</summary>');
    expect(dialog).toContain('<summary class="mobile-menu__row">Nurgadiivanid</summary>');
    expect(dialog).toContain('<a class="mobile-menu__row" href="/c/diivanid/nurgadiivanid/parema-nurgaga.html">Parema nurgaga</a>');
    expect(dialog).toContain('href="/c/diivanid.html">Vaata kõiki: Diivanid</a>');
    expect(dialog).toContain('href="/c/diivanid/nurgadiivanid.html">Vaata kõiki: Nurgadiivanid</a>');
    expect(dialog).toContain('<a class="mobile-menu__row" href="/c/vaibad.html">Vaibad</a>');
    expect(dialog).not.toContain('Peidetud');
    expect(dialog.match(/<details/g)).toHaveLength(2);
  });

  it('renders the account button hidden until script wires it, with both names and an empty badge; no query-opened panel in the HTML', () => {
    const html = render(shell());
    expect(html).toMatch(
      /<button type="button" class="header-action header-action--account" hidden="" aria-haspopup="dialog" data-account-button="">[\s\S]*<span class="visually-hidden" data-account-label="signed-out">Logi sisse<\/span><span class="visually-hidden" hidden="" data-account-label="signed-in">Minu konto<\/span><span class="header-action__badge header-action__badge--initial" aria-hidden="true" hidden="" data-account-initial=""><\/span><\/button>/,
    );
    // The authentication sidebar is an empty dialog: nothing of a mode (not even the query's new-password) is server-rendered.
    expect(html).toMatch(/<dialog id="auth-sidebar"[^>]*data-card-id-auth-url=""[^>]*>[\s\S]*<div class="cart-sidebar__body" data-auth-sidebar-root=""><\/div><\/dialog>/);
    expect(html).not.toMatch(/Uudiskiri|Määra uus parool|valmimas|ilmuvad siia/);
    expect(html).not.toContain('role="dialog"');
    expect(html.match(/<dialog/g)).toHaveLength(5); // menu, cart, authentication, account, wish list
  });

  it('has a wish list button hidden until script finds a signed-in shopper, and an empty wish list sidebar', () => {
    const html = render(shell());
    expect(html).toMatch(/<button type="button" class="header-action header-action--wishlist"[^>]* hidden="" data-wishlist-button="">[\s\S]*<span class="visually-hidden">Soovinimekiri<\/span>/);
    expect(html).toMatch(/<dialog id="wishlist-sidebar"[^>]*>[\s\S]*<div class="cart-sidebar__body" data-wishlist-sidebar-root=""><\/div><\/dialog>/);
  });

  it('has the account sidebar with the links to each my-account page and sign-out, and nothing of a customer', () => {
    const html = render(shell());
    const sidebar = /<dialog id="account-sidebar"[\s\S]*?<\/dialog>/.exec(html)![0];
    expect(sidebar.match(/<a href="\/my-account\/[a-z-]+">/g)).toHaveLength(6);
    expect(sidebar).toContain('<p class="account-sidebar__name" data-account-sidebar-name=""></p>');
    expect(sidebar).toContain('data-account-sign-out=""');
  });

  it('has a cart control that is a link to /checkout until script upgrades it, and an empty cart sidebar', () => {
    const html = render(shell());
    expect(html).toMatch(/<a href="\/checkout" class="header-action header-action--cart" data-cart-button="">[\s\S]*<span class="visually-hidden">Ostukorv<\/span>/);
    expect(html).toMatch(/<dialog id="cart-sidebar"[^>]*>[\s\S]*<div class="cart-sidebar__body" data-cart-sidebar-root=""><\/div><\/dialog>/);
  });

  it('has no menu button and no menu where the mega menu is hidden or empty', () => {
    for (const html of [render(shell({ showMegaMenu: false })), render(shell({ menu: [] }))]) {
      expect(html).not.toContain('mobile-menu');
      expect(html.match(/<dialog/g)).toHaveLength(4);
    }
  });

  it('shows the search term in the header box', () => {
    expect(render(shell({ searchTerm: 'diivan <b>' }))).toMatch(/<input id="header-search"[^>]* value="diivan &lt;b&gt;"/);
    expect(render(shell())).not.toMatch(/<input id="header-search"[^>]* value=/);
  });
});

describe('minimal layout', () => {
  it('renders logo, the account button (storefront.md §2 minimal header), its sidebar, notifications and footer; no menu', () => {
    const html = renderToString(<MinimalLayout shell={shell({ cardIdAuthUrl: '/id-card' })}>x</MinimalLayout>);
    expect(html).toContain('class="site-header site-header--minimal"');
    expect(html).toContain('data-account-button=""');
    expect(html).toMatch(/<dialog id="auth-sidebar"[^>]*data-card-id-auth-url="\/id-card"/);
    expect(html).not.toContain('mobile-menu');
    expect(html.match(/<dialog/g)).toHaveLength(2); // authentication and account sidebars
  });
});

describe('headerSearchTerm', () => {
  it.each([
    ['/search?term=diivan', 'diivan'],
    ['/search?term=%20valge%20diivan%20', 'valge diivan'],
    ['/search', ''],
    ['/c/diivanid.html?term=diivan', ''],
    [`/search?term=${'a'.repeat(300)}`, 'a'.repeat(200)],
  ])('%s → %j', (path, term) => {
    expect(headerSearchTerm(new URL(path, 'http://localhost'))).toBe(term);
  });
});
