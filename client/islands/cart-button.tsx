import { useStore } from '@nanostores/react';
import { CartButtonView } from '../../ui/islands/cart-button-view';
import { $cartTotalQuantity } from '../stores/cart-total-quantity';
import { openSidebar } from '../stores/open-sidebar';

const openCart = () => openSidebar('cart');

export default function CartButton() {
  const totalQuantity = useStore($cartTotalQuantity, { ssr: 'initial' });
  return <CartButtonView totalQuantity={totalQuantity} onClick={openCart} />;
}
