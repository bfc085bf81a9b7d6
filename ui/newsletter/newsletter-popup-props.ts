import * as z from 'zod/mini';

/**
 * Island props of the managed newsletter popup (ui/islands/newsletter-popup.tsx): the CMS config
 * as domain/newsletter.ts `newsletterConfig` shapes it, without the page list (the server has
 * already decided this page is one of them).
 */
export const newsletterPopupPropsSchema = z.object({
  heading: z.nullable(z.string()),
  subheading: z.nullable(z.string()),
  description: z.nullable(z.string()),
  image: z.nullable(z.object({ src: z.string(), alt: z.string(), width: z.nullable(z.number()), height: z.nullable(z.number()) })),
  openAfterSeconds: z.number(),
  reopenAfterClosedHours: z.number(),
});
export type NewsletterPopupProps = z.output<typeof newsletterPopupPropsSchema>;
