// Delivery lookups the checkout's shipping step reads: Query.pickupLocations (Magento MSI
// In-Store Pickup shape), Query.parcelMachines and Query.estonianAddresses (extensions.graphqls).
import type { CommerceContext } from '../context';
import { inputError } from '../errors';
import { carriers, type EstonianAddressRow, parcelMachineShape, type ParcelMachineRow, pickupLocations as allPickupLocations, type PickupLocationRow } from './delivery-data';
import type { Resolvers } from '../../generated/resolvers';
import type { QueryResolver } from '../resolver-types';

/** Longest search text read; longer input is cut (a search box, not a document). */
const MAX_SEARCH = 100;
/** estonianAddresses answers at most this many, best first (the schema's contract). */
export const ADDRESS_RESULTS = 10;

type Filter = { eq?: string | null; in?: Array<string | null> | null; like?: string | null; neq?: string | null };

const fold = (text: string) => text.toLocaleLowerCase('et');
/** SQL LIKE with % (any run) and _ (one character), case-insensitive. */
const likeMatches = (value: string, pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.')}$`, 'iu').test(value);

function passes(value: string, filter: Filter): boolean {
  if (filter.eq != null && fold(value) !== fold(filter.eq)) return false;
  if (filter.neq != null && fold(value) === fold(filter.neq)) return false;
  if (filter.in && !filter.in.some((v) => v != null && fold(v) === fold(value))) return false;
  if (filter.like != null && !likeMatches(value, filter.like)) return false;
  return true;
}

/**
 * Pickup codes whose store (inventory source = pickup location, as MSI) can sell every product
 * now: in stock there, the showroom keeping its display piece (domain/stock.ts). A configurable
 * product's SKU counts as held where any of its variants is.
 */
async function locationsHolding(context: CommerceContext, skus: string[]): Promise<Set<string>> {
  const held = `i.status = 1 AND i.qty > CASE WHEN s.is_showroom = 1 THEN 1 ELSE 0 END`;
  const rows = (
    await context.db
      .prepare(
        `SELECT p.sku AS asked, i.source_code FROM products p
           JOIN inventory_source_items i ON i.product_id = p.id JOIN inventory_sources s ON s.source_code = i.source_code
           WHERE p.sku IN (SELECT value FROM json_each(?1)) AND ${held}
         UNION
         SELECT parent.sku AS asked, i.source_code FROM products parent JOIN products p ON p.parent_id = parent.id
           JOIN inventory_source_items i ON i.product_id = p.id JOIN inventory_sources s ON s.source_code = i.source_code
           WHERE parent.sku IN (SELECT value FROM json_each(?1)) AND ${held}`,
      )
      .bind(JSON.stringify(skus))
      .all<{ asked: string; source_code: string }>()
  ).results;
  const askedAt = new Map<string, Set<string>>();
  for (const row of rows) askedAt.set(row.source_code, (askedAt.get(row.source_code) ?? new Set()).add(row.asked));
  return new Set([...askedAt].filter(([, asked]) => asked.size === skus.length).map(([source]) => source));
}

/**
 * The stores a shopper can pick up from, as Magento's pickupLocations: filters (eq, neq, in,
 * like on the listed fields), sort, paging, `productsInfo` (only stores that can sell every SKU
 * now) and `area` (its search term, 'Tallinn' or '10141:EE', matched against city, postcode and
 * region; no geocoding, so the radius is not used). Opening hours are in `description`.
 */
const pickupLocations: QueryResolver<'pickupLocations'> = async (_s, args, context) => {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  let rows: PickupLocationRow[] = await allPickupLocations(context);
  for (const [field, filter] of Object.entries(args.filters ?? {})) {
    if (!filter) continue;
    rows = rows.filter((row) => passes(String(row[field as keyof PickupLocationRow] ?? ''), filter));
  }
  const term = args.area?.search_term?.split(':')[0]?.trim();
  if (term) rows = rows.filter((r) => [r.city, r.postcode, r.region].some((v) => fold(v).includes(fold(term))));
  const skus = (args.productsInfo ?? []).flatMap((p) => (p?.sku ? [p.sku] : []));
  if (skus.length) {
    const holding = await locationsHolding(context, [...new Set(skus)]);
    rows = rows.filter((r) => holding.has(r.pickup_location_code));
  }
  const [sortField, direction] = Object.entries(args.sort ?? {}).find(([field, dir]) => dir && field !== 'distance') ?? [];
  if (sortField) {
    const key = sortField as keyof PickupLocationRow;
    rows = [...rows].sort((a, b) => String(a[key] ?? '').localeCompare(String(b[key] ?? ''), 'et') * (direction === 'DESC' ? -1 : 1));
  }
  const start = (currentPage - 1) * pageSize;
  return {
    items: rows.slice(start, start + pageSize).map((r) => ({ ...r, fax: null, contact_name: r.name, region_id: null })),
    total_count: rows.length,
    page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.max(1, Math.ceil(rows.length / pageSize)) },
  };
};

/** The search words of a text: letters and digits only (FTS5 syntax characters are dropped). */
export const searchWords = (search: string) => (search.slice(0, MAX_SEARCH).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);

/** Lower case without diacritics, so 'parnu' finds 'Pärnu' and 'ULEMISTE' finds 'Ülemiste'. */
const plain = (text: string) => fold(text).normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Parcel machines, of one network (`carrier_code`) or all, whose name, address, city or postcode
 * contain every word of `search` (any order, case and diacritics ignored); by network, city and
 * name. The list is small (tens of machines): it is read whole and filtered here.
 */
const parcelMachines: QueryResolver<'parcelMachines'> = async (_s, args, context) => {
  const words = searchWords(args.search ?? '').map(plain);
  const [rows, carrierRows] = await Promise.all([
    context.db.prepare('SELECT * FROM parcel_machines WHERE ?1 IS NULL OR carrier_code = ?1 ORDER BY carrier_code, city, name').bind(args.carrier_code ?? null).all<ParcelMachineRow>(),
    carriers(context),
  ]);
  return rows.results
    .filter((row) => {
      const haystack = plain(`${row.name} ${row.address} ${row.city} ${row.postcode}`);
      return words.every((w) => haystack.includes(w));
    })
    .map((row) => parcelMachineShape(row, carrierRows));
};

/**
 * Seeded Estonian addresses matching every word of `search` as a prefix (full-text index over the
 * address line and its municipality and county; 'parnu mnt 13' finds 'Pärnu mnt 139'), best
 * first: an exact house number before a prefix of one, then by relevance (bm25), then the
 * shorter address. At most 10. Fewer than 2 characters → no results.
 */
const estonianAddresses: QueryResolver<'estonianAddresses'> = async (_s, { search }, context) => {
  const words = searchWords(search ?? '');
  if (words.join('').length < 2) return [];
  const match = words.map((w) => `"${w}"*`).join(' ');
  const house = words.find((w) => /^\d/.test(w)) ?? null;
  const rows = (
    await context.db
      .prepare(
        `SELECT a.* FROM estonian_addresses_fts f JOIN estonian_addresses a ON a.id = f.rowid
         WHERE estonian_addresses_fts MATCH ?1
         ORDER BY (a.house = ?2) DESC, bm25(estonian_addresses_fts), length(a.label), a.label LIMIT ${ADDRESS_RESULTS}`,
      )
      .bind(match, house)
      .all<EstonianAddressRow>()
  ).results;
  return rows.map((a) => ({
    place_id: a.place_id,
    label: a.label,
    street: a.street,
    house: a.house,
    apartment: a.apartment,
    city: a.city,
    county: a.county,
    postcode: a.postcode,
    is_island: a.is_island === 1,
  }));
};

export const deliveryResolvers = { Query: { pickupLocations, parcelMachines, estonianAddresses } } satisfies Resolvers;
