import { contentPageTags, loadContentPage } from './content-page';
import { withNewsletterPopup } from './newsletter-popup';

/** /kontaktid.html: the CMS page `kontaktid` (three-column contact text, departments…). */
export const contactsRoute = withNewsletterPopup({
  id: 'contacts',
  paths: ['/kontaktid.html'],
  guards: [],
  layout: 'default',
  cache: 'public',
  load: loadContentPage,
  contentTags: contentPageTags,
});
