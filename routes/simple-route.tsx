import type { MessageKey } from '../ui/i18n/t';
import { t } from '../ui/i18n/t';
import { SimplePage } from '../ui/pages/simple-page';
import { page, type CachePolicy, type LayoutName, type RouteModule } from './route-module';

type SimpleRouteOptions = {
  id: string;
  paths: readonly string[];
  title: MessageKey;
  lead?: MessageKey;
  guards?: readonly string[];
  layout?: LayoutName;
  cache?: CachePolicy;
  /** Search engines should not index transactional or personal pages. */
  noindex?: boolean;
};

/**
 * A route whose page is (for now) its title and a lead text, with its real layout, guards and
 * cache policy. Later issues replace the loader with the feature.
 */
export function simpleRoute(options: SimpleRouteOptions): RouteModule {
  return {
    id: options.id,
    paths: options.paths,
    guards: options.guards ?? [],
    layout: options.layout ?? 'default',
    cache: options.cache ?? 'public',
    async load({ shared }) {
      const title = t(options.title);
      return page(
        {
          title: `${title} | ${shared.storeConfig.store_name ?? ''}`,
          ...(options.noindex ? { robots: 'noindex' } : {}),
        },
        <SimplePage title={title}>{options.lead ? <p>{t(options.lead)}</p> : null}</SimplePage>,
      );
    },
  };
}
