import { t } from '../ui/i18n/t';
import { SimplePage } from '../ui/pages/simple-page';
import { page, type RouteModule } from './route-module';
import { withNewsletterPopup } from './newsletter-popup';

/** The slug may have several segments and must end in `.html`: `/info/tarne/kuller.html`. */
const CONTENT_PATH = /^\/(bank|info|teenused)\/((?:[a-z0-9-]{1,100}\/){0,4}[a-z0-9-]{1,100})\.html$/;

/** /bank/{slug}.html, /info/{slug}.html, /teenused/{slug}.html: CMS pages (content issue). */
export const contentPageRoute: RouteModule = withNewsletterPopup({
  id: 'content-page',
  paths: ['/bank/*', '/info/*', '/teenused/*'],
  guards: [],
  layout: 'default',
  cache: 'public',
  async load({ url, shared }) {
    const match = CONTENT_PATH.exec(url.pathname);
    if (!match) return { kind: 'not-found' };
    const title = t('Information');
    return page({ title: `${title} | ${shared.storeConfig.store_name ?? ''}` }, <SimplePage title={title} />);
  },
});
