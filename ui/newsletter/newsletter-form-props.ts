import * as z from 'zod/mini';

/** Island props of a newsletter section's form: the id prefix of its fields (one per section). */
export const newsletterFormPropsSchema = z.object({ id: z.string() });
export type NewsletterFormProps = z.output<typeof newsletterFormPropsSchema>;
