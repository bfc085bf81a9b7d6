import type { ReactNode, Ref } from 'react';
import { t } from '../i18n/t';
import { CloseIcon } from '../islands/header-icons';
import type { NewsletterPopupProps } from './newsletter-popup-props';

export const NEWSLETTER_DIALOG_ID = 'newsletter-popup';

/**
 * The managed newsletter modal (storefront.md §2 "Modals: … managed newsletter"): a native modal
 * `<dialog>` in the top layer (it overlays, nothing on the page moves), titled by its heading
 * (an editor who cleared the heading gets none: the dialog is then named 'Newsletter' for screen
 * readers only), closed by its button or Escape. The CMS texts are plain text (line breaks kept).
 */
export function NewsletterDialogView({
  heading,
  subheading,
  description,
  image,
  dialogRef,
  onClose,
  children,
}: NewsletterPopupProps & { dialogRef?: Ref<HTMLDialogElement>; onClose?: () => void; children: ReactNode }) {
  const titleId = `${NEWSLETTER_DIALOG_ID}-title`;
  return (
    <dialog id={NEWSLETTER_DIALOG_ID} ref={dialogRef} className="newsletter-dialog" {...(heading ? { 'aria-labelledby': titleId } : { 'aria-label': t('Newsletter') })}>
      <button type="button" className="newsletter-dialog__close" aria-label={t('Close')} onClick={onClose}>
        <CloseIcon />
      </button>
      {image ? (
        <img
          className="newsletter-dialog__image"
          src={image.src}
          alt={image.alt}
          {...(image.width && image.height ? { width: image.width, height: image.height } : {})}
          decoding="async"
        />
      ) : null}
      <div className="newsletter-dialog__body">
        {heading ? (
          <h2 id={titleId} className="newsletter-dialog__heading">
            {heading}
          </h2>
        ) : null}
        {subheading ? <p className="newsletter-dialog__subheading">{subheading}</p> : null}
        {description ? <p className="newsletter-dialog__description">{description}</p> : null}
        {children}
      </div>
    </dialog>
  );
}
