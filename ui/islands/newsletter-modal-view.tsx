import { t } from '../i18n/t';
import { CloseIcon } from './header-icons';
import { useDialogFocus } from './use-dialog-focus';
import { useRef } from 'react';

export type NewsletterModalViewProps = {
  open: boolean;
  onClose?: () => void;
};

export const NEWSLETTER_MODAL_ID = 'newsletter-modal';

/**
 * Shell of the newsletter modal (customer.md §2 "Modals"). It stays closed until the CMS issue
 * decides when to open it and fills the body from the 'newsletter' single type.
 */
export function NewsletterModalView({ open, onClose }: NewsletterModalViewProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, open);
  return (
    <div className="newsletter-modal" data-open={open || undefined} hidden={!open}>
      <div className="newsletter-modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialog}
        id={NEWSLETTER_MODAL_ID}
        className="newsletter-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${NEWSLETTER_MODAL_ID}-title`}
        tabIndex={-1}
      >
        <button type="button" className="panel-close" aria-label={t('Close')} onClick={onClose}>
          <CloseIcon />
        </button>
        <h2 id={`${NEWSLETTER_MODAL_ID}-title`} className="newsletter-modal__title">
          {t('Newsletter')}
        </h2>
        <div className="newsletter-modal__body" />
      </div>
    </div>
  );
}
