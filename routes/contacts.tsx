import { contentPageTags, loadContentPage } from './content-page';
import type { RouteModule } from './route-module';

/** /kontaktid.html: the CMS page `kontaktid` (three-column contact text, departments…). */
export const contactsRoute: RouteModule = {
  id: 'contacts',
  paths: ['/kontaktid.html'],
  guards: [],
  layout: 'default',
  cache: 'public',
  load: loadContentPage,
  contentTags: contentPageTags,
};
