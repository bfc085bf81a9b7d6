import { atom } from 'nanostores';

/** What the header needs of the signed-in customer (customer.md §3 Customer). */
export type CustomerSummary = { readonly firstname: string; readonly lastname: string };

/**
 * The signed-in customer, `null` for a guest. Placeholder: stays `null` until the customer issue
 * loads it in the browser from the `vsf-customer` token; the server never knows it.
 */
export const $customer = atom<CustomerSummary | null>(null);
