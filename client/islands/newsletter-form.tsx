import { type NewsletterFormProps, newsletterFormPropsSchema } from '../../ui/newsletter/newsletter-form-props';
import { NewsletterForm } from '../newsletter-form';

export const propsSchema = newsletterFormPropsSchema;

/** A CMS newsletter section's subscribe form. */
export default function NewsletterFormIsland({ id }: NewsletterFormProps) {
  return <NewsletterForm id={id} />;
}
