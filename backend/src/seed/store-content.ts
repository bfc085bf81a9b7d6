// Store configuration and CMS blocks of the seeded store (Estonian, EUR).
import { CAMPAIGN_URL_KEY, SEASON_URL_KEY } from './catalogue-model';
import { STORE_ROOT_ID, type CategoryRows } from './category-rows';

/** Rows of store_config: StoreConfig field name → value as text (booleans '1'/'0'). */
export function storeConfigRows(categories: CategoryRows): Array<{ path: string; value: string | null }> {
  const campaign = categories.byUrlKey.get(CAMPAIGN_URL_KEY)!;
  const season = categories.byUrlKey.get(SEASON_URL_KEY)!;
  const seasonIds = categories.rows.filter((c) => c.path === season.path || c.path.startsWith(`${season.path}/`)).map((c) => c.id);
  const config: Record<string, string | null> = {
    store_code: 'default',
    store_name: 'Mööblipood',
    default_title: 'Mööblipood – mööbel ja sisustus',
    default_description: 'Diivanid, voodid, lauad, toolid, valgustid ja vaibad. Tarne üle Eesti.',
    title_separator: '-',
    locale: 'et_EE',
    timezone: 'Europe/Tallinn',
    base_currency_code: 'EUR',
    default_display_currency_code: 'EUR',
    default_country: 'EE',
    // Empty: the resolver answers with the origin the request came to (see store-config.ts).
    base_url: null,
    base_media_url: null,
    header_logo_src: 'stores/1/mooblipood.svg',
    logo_width: '178',
    logo_height: '64',
    logo_alt: 'Mööblipood',
    copyright: '© Mööblipood',
    list_mode: 'grid-list',
    list_per_page: '32',
    list_per_page_values: '32,64,96',
    grid_per_page: '32',
    grid_per_page_values: '32,64,96',
    catalog_default_sort_by: 'position',
    root_category_uid: btoa(String(STORE_ROOT_ID)),
    product_url_suffix: '.html',
    category_url_suffix: '.html',
    cms_home_page: 'home',
    newsletter_enabled: '1',
    contact_enabled: '1',
    product_reviews_enabled: '1',
    allow_guests_to_write_product_reviews: '1',
    minimum_password_length: '8',
    required_character_classes_number: '3',
    season_goods_categories: seasonIds.join(','),
    campaign_category_id: String(campaign.id),
  };
  return Object.entries(config).map(([path, value]) => ({ path, value }));
}

export const CMS_BLOCKS = [
  {
    identifier: 'home-hero',
    title: 'Avalehe bänner',
    content:
      '<section class="hero"><h1>Mööbel, mis teeb kodu koduks</h1>' +
      '<p>Üle 300 toote laost ja tellimisel. Tasuta tarne üle 500 € tellimustele üle Eesti.</p>' +
      '<a class="button" href="/c/kampaaniad.html">Vaata kampaaniaid</a></section>',
  },
  {
    identifier: 'footer-info',
    title: 'Jaluse info',
    content:
      '<div class="footer-info"><h3>Klienditeenindus</h3><p>E–R 9–17<br>info@mooblipood.ee<br>+372 600 0000</p>' +
      '<h3>Müügisaal ja laod</h3><p>E–L 10–20, P 10–19</p></div>',
  },
  {
    identifier: 'footer-links',
    title: 'Jaluse lingid',
    content:
      '<ul class="footer-links"><li><a href="/info/tarne.html">Tarne ja paigaldus</a></li>' +
      '<li><a href="/info/tagastamine.html">Tagastamine</a></li><li><a href="/info/jarelmaks.html">Järelmaks</a></li>' +
      '<li><a href="/kontaktid.html">Kontaktid</a></li></ul>',
  },
  {
    identifier: 'usp-bar',
    title: 'Eelised',
    content:
      '<ul class="usp"><li>Tasuta tarne alates 500 €</li><li>14 päeva tagastusõigus</li><li>Järelmaks 0% kuni 3 kuud</li></ul>',
  },
  {
    identifier: 'product-delivery-info',
    title: 'Tooteleht: tarneinfo',
    content:
      '<p>Laos olevad tooted jõuavad teieni 1–3 tööpäevaga. Tellimisel tooted 4–8 nädalaga. ' +
      'Märge „müük ainult laoseisust” tähendab, et rohkem ei saa tellida.</p>',
  },
];

/** Old urls that moved, answered by route() with redirect_code 301. */
export const URL_REDIRECTS = [
  { request_path: 'soodustused.html', target_path: `${CAMPAIGN_URL_KEY}.html` },
  { request_path: 'aia-moobel.html', target_path: `${SEASON_URL_KEY}.html` },
];
