import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $authenticationMode, DEFAULT_AUTHENTICATION_MODE, openAuthentication, setAuthenticationMode } from './authentication-mode';
import { $cartTotalQuantity } from './cart-total-quantity';
import { $customer } from './customer';
import { $loginModalOpen, closeLoginModal, openLoginModal } from './login-modal';
import { $mobileMenuOpen, closeMobileMenu, openMobileMenu, toggleMobileMenu } from './mobile-menu';
import { $newsletterModalOpen, closeNewsletterModal, openNewsletterModal } from './newsletter-modal';
import { $openSidebar, closeSidebar, openSidebar, toggleSidebar } from './open-sidebar';
import { $wishlistCount } from './wishlist-count';

const stores = [$openSidebar, $authenticationMode, $mobileMenuOpen, $loginModalOpen, $newsletterModalOpen];

afterEach(() => {
  cleanStores(...stores);
  $openSidebar.set(null);
  $authenticationMode.set(DEFAULT_AUTHENTICATION_MODE);
  $mobileMenuOpen.set(false);
  $loginModalOpen.set(false);
  $newsletterModalOpen.set(false);
});

describe('initial values (what the server renders)', () => {
  it.each([
    ['$openSidebar', $openSidebar, null],
    ['$authenticationMode', $authenticationMode, { mode: 'login', method: 'email' }],
    ['$mobileMenuOpen', $mobileMenuOpen, false],
    ['$loginModalOpen', $loginModalOpen, false],
    ['$newsletterModalOpen', $newsletterModalOpen, false],
    ['$cartTotalQuantity', $cartTotalQuantity, 0],
    ['$wishlistCount', $wishlistCount, 0],
    ['$customer', $customer, null],
  ] as const)('%s', (_name, store, initial) => {
    expect(store.get()).toEqual(initial);
    expect(store.init).toEqual(initial);
  });
});

describe('$openSidebar', () => {
  it('keeps one sidebar open at a time', () => {
    openSidebar('cart');
    openSidebar('search');
    expect($openSidebar.get()).toBe('search');
    closeSidebar();
    expect($openSidebar.get()).toBeNull();
  });

  it('toggles', () => {
    toggleSidebar('wishlist');
    expect($openSidebar.get()).toBe('wishlist');
    toggleSidebar('cart');
    expect($openSidebar.get()).toBe('cart');
    toggleSidebar('cart');
    expect($openSidebar.get()).toBeNull();
  });
});

describe('$authenticationMode', () => {
  it('openAuthentication sets mode and method and opens the sidebar in one notification per store', () => {
    const modeListener = vi.fn();
    const sidebarListener = vi.fn();
    const unbindMode = $authenticationMode.listen(modeListener);
    const unbindSidebar = $openSidebar.listen(sidebarListener);
    openAuthentication('pre-register', 'card_id');
    expect($authenticationMode.get()).toEqual({ mode: 'pre-register', method: 'card_id' });
    expect($openSidebar.get()).toBe('authentication');
    expect(modeListener).toHaveBeenCalledTimes(1);
    expect(sidebarListener).toHaveBeenCalledTimes(1);
    unbindMode();
    unbindSidebar();
  });

  it('defaults to login by e-mail', () => {
    setAuthenticationMode('register', 'smart_id');
    openAuthentication();
    expect($authenticationMode.get()).toEqual({ mode: 'login', method: 'email' });
  });

  it('setAuthenticationMode keeps the method unless given and skips no-op changes', () => {
    setAuthenticationMode('register', 'mobile_id');
    setAuthenticationMode('login');
    expect($authenticationMode.get()).toEqual({ mode: 'login', method: 'mobile_id' });
    const before = $authenticationMode.get();
    setAuthenticationMode('login', 'mobile_id');
    expect($authenticationMode.get()).toBe(before);
  });
});

describe('panel and modal toggles', () => {
  it('mobile menu opens, closes and toggles, independent of the sidebars', () => {
    openMobileMenu();
    openSidebar('authentication');
    expect([$mobileMenuOpen.get(), $openSidebar.get()]).toEqual([true, 'authentication']);
    closeMobileMenu();
    expect($mobileMenuOpen.get()).toBe(false);
    toggleMobileMenu();
    expect($mobileMenuOpen.get()).toBe(true);
  });

  it('login and newsletter modals', () => {
    openLoginModal();
    openNewsletterModal();
    expect([$loginModalOpen.get(), $newsletterModalOpen.get()]).toEqual([true, true]);
    closeLoginModal();
    closeNewsletterModal();
    expect([$loginModalOpen.get(), $newsletterModalOpen.get()]).toEqual([false, false]);
  });
});
