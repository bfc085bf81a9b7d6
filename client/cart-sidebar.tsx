/**
 * The cart sidebar's browser side, loaded from its own chunk the first time the cart button is
 * used (client/cart-button.ts): renders the sidebar content into the layout's empty `<dialog>`
 * (ui/header/cart-button.tsx) with a React root of its own, bound to the `$cart` store, and
 * loads the cart each time the sidebar opens (the server's answer is what it shows).
 */
import { useStore } from '@nanostores/react';
import { createRoot, type Root } from 'react-dom/client';
import { CartSidebarView } from '../ui/islands/cart-sidebar-view';
import {
  $cart,
  $cartErrors,
  $cartLineErrors,
  $cartPending,
  $cartRemoving,
  $cartStatus,
  applyCoupon,
  applyGiftCard,
  loadCart,
  removeCartItem,
  removeCoupon,
  removeGiftCard,
  updateCartItem,
} from './stores/cart';
import { publishTracking } from './stores/ui';
import { cartItems } from './tracking/cart-items';

function CartSidebarContent() {
  const cart = useStore($cart);
  const status = useStore($cartStatus);
  const pending = useStore($cartPending);
  const removing = useStore($cartRemoving);
  const errors = useStore($cartErrors);
  const lineErrors = useStore($cartLineErrors);
  return (
    <CartSidebarView
      cart={cart}
      status={status}
      pending={pending}
      removing={removing}
      errors={errors}
      lineErrors={lineErrors}
      onQuantity={(uid, quantity) => void updateCartItem(uid, quantity)}
      onRemove={(uid) => void removeCartItem(uid)}
      onApplyCoupon={applyCoupon}
      onRemoveCoupon={() => void removeCoupon()}
      onApplyGiftCard={applyGiftCard}
      onRemoveGiftCard={(code) => void removeGiftCard(code)}
    />
  );
}

let root: Root | null = null;

/** Closes on a click on the backdrop (the dialog itself is the target only outside its sheet). */
function closeOnBackdrop(dialog: HTMLDialogElement): void {
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}

/**
 * Open the sidebar `dialog` (rendering its content into `container` the first time) and load the
 * cart. Resolves when the load is done. React comes with this chunk (the boot module has none).
 */
export async function openCartSidebar(dialog: HTMLDialogElement, container: Element): Promise<void> {
  if (!root) {
    root = createRoot(container);
    root.render(<CartSidebarContent />);
    closeOnBackdrop(dialog);
  }
  if (!dialog.open) dialog.showModal();
  await loadCart();
  // The shopper sees the cart (GA4 view_cart), as the server answered it.
  const items = cartItems($cart.get());
  if (items.length) publishTracking({ type: 'view_cart', items });
}
