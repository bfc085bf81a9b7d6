/**
 * Whether the `vsf-customer` cookie is there: the spec's login state (storefront.md §4), for
 * islands that only need to know whether to ask about the customer. client/stores/customer.ts has
 * the same check but brings the cart and customer stores along; client/flash-message-cookie.ts's
 * `readCookie` brings the notifications store (client/client-build.test.ts keeps that out of islands).
 */
export function hasCustomerCookie(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => {
    const [name, value] = part.split('=');
    return name?.trim() === 'vsf-customer' && Boolean(value?.trim());
  });
}
