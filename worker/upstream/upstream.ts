/**
 * The storefront's three upstreams (ARCHITECTURE.md): Magento GraphQL, Strapi REST, Klevu.
 * With the `*_URL` variables empty they are reached through the `BACKEND` service binding
 * (the reference backend); with a URL set, through the public internet. Nothing else in the
 * storefront knows which.
 */
export type UpstreamService = {
  /** Absolute base URL requests are built against. */
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  /**
   * Anonymous GraphQL GET queries to this service may go through the sub-request cache
   * (`subrequest-cache.ts`). Set for the real commerce upstream; test doubles opt in.
   */
  subrequestCache?: boolean;
  /** Reached over the internet (its `*_URL` is set): a real Magento, Strapi or Klevu, not the reference backend. */
  external?: boolean;
};

export type Upstream = {
  commerce: UpstreamService;
  cms: UpstreamService;
  search: UpstreamService;
  /** Number of upstream requests made so far for this storefront request. */
  calls: () => number;
  /** The same per service (development's `X-Upstream-Calls` header, bench/cms-publish.mjs). */
  callsByService?: () => Readonly<Record<'commerce' | 'cms' | 'search', number>>;
};

type UpstreamEnv = Pick<StorefrontEnv, 'BACKEND' | 'COMMERCE_GRAPHQL_URL' | 'CMS_URL' | 'SEARCH_URL'>;

const REFERENCE_ORIGIN = 'https://reference-backend.internal';

/** Build the upstreams for one request; every call through them is counted. */
export function createUpstream(env: UpstreamEnv): Upstream {
  let calls = 0;
  const byService = { commerce: 0, cms: 0, search: 0 };
  const service = (configuredUrl: string, referencePath: string, name: keyof typeof byService): UpstreamService => {
    const external = configuredUrl.trim();
    const send = external
      ? (request: Request) => fetch(request)
      : (request: Request) => env.BACKEND.fetch(request);
    return {
      baseUrl: external || `${REFERENCE_ORIGIN}${referencePath}`,
      external: Boolean(external),
      fetch: (request) => {
        calls += 1;
        byService[name] += 1;
        return send(request);
      },
    };
  };
  return {
    commerce: { ...service(env.COMMERCE_GRAPHQL_URL, '/graphql', 'commerce'), subrequestCache: true },
    cms: service(env.CMS_URL, '/cms', 'cms'),
    search: service(env.SEARCH_URL, '/klevu', 'search'),
    calls: () => calls,
    callsByService: () => ({ ...byService }),
  };
}
