import { simpleRoute } from './simple-route';
import { withNewsletterPopup } from './newsletter-popup';

/** /kontaktid.html: contacts (content from the CMS in the content issue). */
export const contactsRoute = withNewsletterPopup(simpleRoute({ id: 'contacts', paths: ['/kontaktid.html'], title: 'Contacts', lead: 'Customer service Mon-Fri 9-17. Sales hall and warehouses Mon-Sat 10-20, Sun 10-19.' }));
