import { useStore } from '@nanostores/react';
import { WishlistButtonView } from '../../ui/islands/wishlist-button-view';
import { openAuthentication } from '../stores/authentication-mode';
import { $customer } from '../stores/customer';
import { openSidebar } from '../stores/open-sidebar';
import { $wishlistCount } from '../stores/wishlist-count';

const openWishlist = () => openSidebar('wishlist');
const openLogin = () => openAuthentication('login');

export default function WishlistButton() {
  const customer = useStore($customer, { ssr: 'initial' });
  const count = useStore($wishlistCount, { ssr: 'initial' });
  const signedIn = customer !== null;
  return <WishlistButtonView signedIn={signedIn} count={count} onClick={signedIn ? openWishlist : openLogin} />;
}
