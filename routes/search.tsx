import { z } from 'zod';
import { t } from '../ui/i18n/t';
import { SimplePage } from '../ui/pages/simple-page';
import { page, type RouteModule } from './route-module';

/** Longest search term passed on; longer input is cut, never rejected. */
const MAX_TERM_LENGTH = 200;
const TermSchema = z.string().catch('').transform((term) => term.trim().slice(0, MAX_TERM_LENGTH));

/** /search?term=: results arrive with the catalogue issue (Klevu-compatible search). */
export const searchRoute: RouteModule = {
  id: 'search',
  paths: ['/search'],
  guards: [],
  layout: 'default',
  cache: 'public',
  async load({ url, shared }) {
    const term = TermSchema.parse(url.searchParams.get('term') ?? '');
    const title = term ? t('Search results for "{term}"', { term }) : t('Search results');
    return page(
      { title: `${title} | ${shared.storeConfig.store_name ?? ''}`, robots: 'noindex' },
      <SimplePage title={title} />,
    );
  },
};
