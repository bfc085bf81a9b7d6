import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { NewsletterModalView } from '../../ui/islands/newsletter-modal-view';
import { $newsletterModalOpen, closeNewsletterModal } from '../stores/newsletter-modal';

export default function NewsletterModal() {
  const open = useStore($newsletterModalOpen, { ssr: 'initial' });
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeNewsletterModal();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return <NewsletterModalView open={open} onClose={closeNewsletterModal} />;
}
