import { z } from 'zod';

/**
 * The account confirmation e-mail's link values (`{STOREFRONT_URL}/confirm-account?email=…&key=…`):
 * bounded and shaped here, checked by the backend (confirmEmail). Server-side only (classic zod).
 */
export const ConfirmationLink = z.object({ email: z.string().trim().min(1).max(254).pipe(z.email()), key: z.string().trim().min(1).max(256) });

/**
 * The newsletter confirmation e-mail's link values (`{STOREFRONT_URL}/newsletter/confirm?id=…&code=…`,
 * Magento's newsletter/subscriber/confirm): bounded and shaped here, checked by the backend
 * (confirmNewsletterSubscription). Server-side only (classic zod).
 */
export const NewsletterConfirmationLink = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), code: z.string().trim().min(1).max(128) });
