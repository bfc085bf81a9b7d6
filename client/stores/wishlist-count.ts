import { atom } from 'nanostores';

/** Wishlist items_count for the header badge. Placeholder: 0 until the wishlist issue loads it. */
export const $wishlistCount = atom(0);
