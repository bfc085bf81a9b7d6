import { atom } from 'nanostores';

/** The newsletter modal (customer.md §2 "Modals"); the CMS issue decides when it opens. */
export const $newsletterModalOpen = atom(false);

export function openNewsletterModal(): void {
  $newsletterModalOpen.set(true);
}

export function closeNewsletterModal(): void {
  $newsletterModalOpen.set(false);
}
