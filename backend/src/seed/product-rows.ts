// One catalogue product (with its variants, stock, media, reviews, urls and index rows) from
// its index alone: product i draws from its own random stream, so any chunking of the
// catalogue gives the same rows.
import {
  CAMPAIGN_URL_KEY,
  COLORS,
  GIFT_CARD_URL_KEY,
  INVENTORY_SOURCES,
  MATERIALS,
  RATINGS,
  SIZES,
  type AttributeCode,
  type AttributeOption,
} from './catalogue-model';
import type { CategoryRow, CategoryRows, Leaf } from './category-rows';
import { FEATURED_PRODUCTS, SOLD_FROM_STOCK_ONLY, UNKNOWN_DELIVERY, type FeaturedStock } from './featured-products';
import { random, type Random } from './prng';
import { availableQty, magentoStockFields, SHOWROOM_SOURCE, type StockSource } from '../../../domain/stock';
import { GIFT_CARD_MAX_EUR, GIFT_CARD_MIN_EUR } from '../../../domain/gift-card-amount';
import { productImageFile } from '../media/product-image';
import { urlKey } from './url-key';

export type Row = Record<string, string | number | null>;

/** Rows per table for one or more products. */
export type ProductRows = {
  products: Row[];
  configurable_attributes: Row[];
  category_products: Row[];
  product_attribute_index: Row[];
  product_media: Row[];
  inventory_source_items: Row[];
  reviews: Row[];
  review_ratings: Row[];
  url_rewrites: Row[];
  products_fts: Row[];
  product_links: Row[];
  product_tier_prices: Row[];
};

export const emptyProductRows = (): ProductRows => ({
  products: [],
  configurable_attributes: [],
  category_products: [],
  product_attribute_index: [],
  product_media: [],
  inventory_source_items: [],
  reviews: [],
  review_ratings: [],
  url_rewrites: [],
  products_fts: [],
  product_links: [],
  product_tier_prices: [],
});

/** A recent product of a leaf category, for linking the next ones to it. */
type Neighbour = { id: number; price: number; upsells: number };

/** Counters carried from one product to the next (ids, listing positions, recent products per leaf). */
export type ProductCursor = {
  nextProductId: number;
  nextReviewId: number;
  nextMediaId: number;
  positions: Map<number, number>;
  neighbours: Map<number, Neighbour[]>;
};
export const newCursor = (): ProductCursor => ({ nextProductId: 1, nextReviewId: 1, nextMediaId: 1, positions: new Map(), neighbours: new Map() });

const GIFT_CARDS = 2;
const SEED_SALT = 'mooblipood-v1';
export { SOLD_FROM_STOCK_ONLY };
/** Related products: this many nearest earlier products of the leaf, and as many later ones. */
const RELATED_EACH_WAY = 3;
/** Upsells: at most this many pricier products of the leaf, from the last UPSELL_WINDOW. */
const MAX_UPSELLS = 4;
const UPSELL_WINDOW = 12;

const MODELS = [
  'Aino', 'Kaisa', 'Liisi', 'Mari', 'Tiina', 'Kadri', 'Helmi', 'Linda', 'Elsa', 'Juhan', 'Toomas', 'Mart',
  'Peeter', 'Kask', 'Mänd', 'Kuusk', 'Tamm', 'Saar', 'Pärn', 'Vaher', 'Haab', 'Lepp', 'Sirel', 'Kannike',
  'Meri', 'Laine', 'Rand', 'Luige', 'Tuul', 'Päike', 'Kuu', 'Täht', 'Pilv', 'Koidu', 'Eha', 'Lumi', 'Kivi',
  'Sammal', 'Nõmme', 'Kadriorg', 'Pirita', 'Toompea', 'Valga', 'Pärnu', 'Tartu', 'Viljandi', 'Haapsalu', 'Kärdla',
  'Muhu', 'Vormsi', 'Kihnu', 'Ruhnu', 'Emajõgi', 'Peipsi', 'Võrtsjärv', 'Otepää', 'Lahemaa', 'Soomaa',
];
const ADJECTIVES = ['Ajatu', 'Mugav', 'Skandinaaviapärane', 'Kompaktne', 'Elegantne', 'Vastupidav', 'Moodne', 'Klassikaline', 'Hubane', 'Minimalistlik'];
const NICKNAMES = ['Kati', 'Marko', 'Liina', 'Jaanus', 'Piret', 'Andres', 'Merike', 'Rein', 'Kristiina', 'Siim', 'Anneli', 'Tõnu', 'Kärt', 'Urmas'];
const REVIEWS: Array<[string, string, number]> = [
  ['Väga rahul', 'Kvaliteet on suurepärane ja tarne oli kiire. Soovitan!', 5],
  ['Hea hinna ja kvaliteedi suhe', 'Näeb välja täpselt nagu pildil. Kokkupanek võttis veidi aega.', 4],
  ['Ilus, aga värv veidi erinev', 'Toon on päriselus tumedam kui pildil, muidu rahul.', 4],
  ['Mugav', 'Kasutame iga päev, hoiab hästi vormi.', 5],
  ['Keskmine', 'Materjal võiks olla tugevam, aga hinna eest okei.', 3],
  ['Ootasin rohkem', 'Tarne hilines ja üks kruvi puudus.', 2],
  ['Suurepärane ost', 'Teine ost samast poest, jälle rahul.', 5],
];
const IN_STOCK_TIMES = ['1-3 tööpäeva', '2-5 tööpäeva'];
const ORDER_TIMES = ['4-6 nädalat', '6-8 nädalat'];

const optionsOf = (code: AttributeCode): AttributeOption[] => ({ color: COLORS, material: MATERIALS, size: SIZES })[code];
const option = (code: AttributeCode, label: string): AttributeOption => {
  const found = optionsOf(code).find((o) => o.label === label);
  if (!found) throw new Error(`Unknown ${code} option ${label}`);
  return found;
};
const money = (n: number) => Math.round(n * 100) / 100;
const date = (daysAfter2022: number) => new Date(Date.UTC(2022, 0, 1) + daysAfter2022 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

type Sellable = {
  id: number;
  price: number;
  special: number | null;
  status: 0 | 1;
  /** What the stores can sell (domain/stock.ts `totalAvailable`: the showroom keeps one). */
  qty: number;
  onlyLeft: number | null;
  tarneaeg: string;
  sources: Array<{ source_code: string; status: number; qty: number }>;
};

/** A seed source row as the stock rule reads it. */
const stockSource = (s: { source_code: string; status: number; qty: number }): StockSource => ({ source_code: s.source_code, status: s.status === 1, qty: s.qty });

/**
 * Appends product `index` (0-based) of the catalogue to `out`. Products 0 and 1 are gift cards;
 * the rest are furniture from a leaf category picked by weight, about a third of them
 * configurable where the category has a variant axis.
 */
export function addProduct(index: number, categories: CategoryRows, cursor: ProductCursor, out: ProductRows): void {
  const rng = random(`${SEED_SALT}:${index}`);
  if (index < GIFT_CARDS) return addGiftCard(index, categories, cursor, out);

  const featured = FEATURED_PRODUCTS[index];
  const picked = pickLeaf(categories.leaves, rng);
  const leaf = featured ? categories.leaves.find((l) => l.row.url_path === featured.leaf) : picked;
  if (!leaf) throw new Error(`Featured product ${index}: no leaf category ${featured?.leaf}`);
  const { kind } = leaf;
  const number = 10000 + index;
  const sku = `MP${number}`;
  const name = `${kind.noun} ${rng.pick(MODELS)}`;
  const key = urlKey(`${name} ${number}`);
  const material = option('material', rng.pick(kind.materials));
  const adjective = rng.pick(ADJECTIVES);
  const [w, d, h] = kind.dimensions.map((x) => Math.max(1, Math.round(x * (0.8 + rng.next() * 0.4))));
  const weight = rng.int(kind.weight[0], kind.weight[1]);
  const basePrice = price(rng, kind.price);
  const drawnDiscount = rng.chance(0.22) ? rng.pick([10, 15, 20, 25, 30, 40]) : 0;
  const discount = featured ? featured.discount : drawnDiscount;
  const createdAt = date(rng.int(0, 1300));
  const isNew = rng.chance(0.1);
  const drawnConfigurable = kind.axis !== null && rng.chance(0.33);
  const configurable = featured ? !!featured.variants?.length : drawnConfigurable;
  const id = cursor.nextProductId++;

  const variantOptions: AttributeOption[] = !configurable
    ? []
    : featured?.variants
      ? featured.variants.map((label) => option(kind.axis!, label))
      : kind.axis === 'size'
        ? ordered(rng.sample(kind.sizes ?? [], rng.int(2, Math.min(4, kind.sizes?.length ?? 2))), kind.sizes ?? []).map((s) => option('size', s))
        : rng.sample(kind.colors, rng.int(2, Math.min(4, kind.colors.length))).map((c) => option('color', c));
  const ownColor = option('color', kind.axis === 'size' || !configurable ? rng.pick(kind.colors) : variantOptions[0]!.label);
  const ownSize = kind.axis === 'size' && !configurable ? option('size', rng.pick(kind.sizes ?? [])) : null;

  const descriptionHtml =
    `<p>${name} – ${adjective.toLowerCase()} ${kind.noun.toLowerCase()}, mis sobib nii koju kui kontorisse.</p>` +
    `<ul><li>Materjal: ${material.label}</li><li>Mõõdud (L × S × K): ${w} × ${d} × ${h} cm</li>` +
    `<li>Kaal: ${weight} kg</li></ul>`;
  const shortHtml = `<p>${adjective} ${kind.noun.toLowerCase()}, materjal ${material.label.toLowerCase()}.</p>`;

  const base = {
    parent_id: null as number | null,
    description: descriptionHtml,
    short_description: shortHtml,
    weight,
    material_id: material.id,
    created_at: createdAt,
    new_from_date: isNew ? '2025-09-01 00:00:00' : null,
    new_to_date: isNew ? '2026-12-31 23:59:59' : null,
    rating_summary: 0,
    review_count: 0,
    giftcard_amounts: null,
    open_amount_min: null,
    open_amount_max: null,
  };

  const variants: Array<Sellable & { option: AttributeOption; row: Row }> = variantOptions.map((opt, i) => {
    // Bigger sizes cost more (12 % a step, ending in .99); some colours carry a surcharge.
    const surcharge = featured?.surcharges?.[i] ?? rng.pick([0, 0, 20, 40]);
    const variantPrice =
      kind.axis === 'size' ? (i === 0 ? basePrice : money(Math.ceil((basePrice * (1 + 0.12 * i)) / 10) * 10 - 0.01)) : i === 0 ? basePrice : money(basePrice + surcharge);
    const sellable = stock(rng, cursor.nextProductId++, variantPrice, discount, featured?.stock[i]);
    const color = opt.attribute_code === 'color' ? opt : ownColor;
    const row: Row = {
      ...base,
      id: sellable.id,
      sku: `${sku}-${urlKey(opt.label).toUpperCase()}`,
      type_id: 'simple',
      parent_id: id,
      visibility: 1,
      name: `${name} ${opt.label}`,
      url_key: `${key}-${urlKey(opt.label)}`,
      ...prices(sellable),
      color_id: color.id,
      size_id: opt.attribute_code === 'size' ? opt.id : null,
      image: productImageFile(`${sku}-${urlKey(opt.label)}`, 1, kind.shape, color.swatch ?? 'c8a27a'),
      stock_status: sellable.status,
      salable_qty: sellable.qty,
      only_x_left_in_stock: sellable.onlyLeft,
      tarneaeg: sellable.tarneaeg,
    };
    return { ...sellable, option: opt, row };
  });

  // A configurable product's price range and stock are its variants'; a simple one's its own.
  const own = configurable ? null : stock(rng, id, basePrice, discount, featured?.stock[0]);
  const sellables: Sellable[] = own ? [own] : variants;
  const finals = sellables.map((s) => s.special ?? s.price);
  const inStock = sellables.some((s) => s.status === 1);
  // A configurable product shows the delivery time of a variant the stores hold, else of one
  // that can be ordered (made to order), else of the first.
  const parentTarneaeg = (sellables.find((s) => s.qty > 0) ?? sellables.find((s) => s.status === 1) ?? sellables[0]!).tarneaeg;
  const image = productImageFile(sku, 1, kind.shape, ownColor.swatch ?? 'c8a27a');
  const parent: Row = {
    ...base,
    id,
    sku,
    type_id: configurable ? 'configurable' : 'simple',
    visibility: 4,
    name,
    url_key: key,
    price: own?.price ?? Math.min(...variants.map((v) => v.price)),
    special_price: own ? own.special : null,
    min_regular: Math.min(...sellables.map((s) => s.price)),
    max_regular: Math.max(...sellables.map((s) => s.price)),
    min_final: Math.min(...finals),
    max_final: Math.max(...finals),
    color_id: configurable && kind.axis === 'color' ? null : ownColor.id,
    size_id: ownSize?.id ?? null,
    image,
    stock_status: inStock ? 1 : 0,
    salable_qty: sellables.reduce((sum, s) => sum + s.qty, 0),
    // Magento reports no 'only x left' for a configurable product: the variant's counts.
    only_x_left_in_stock: own?.onlyLeft ?? null,
    tarneaeg: own ? own.tarneaeg : parentTarneaeg,
  };

  // Reviews (about 45% of products), summarised on the product as Magento does.
  const drawnReviews = rng.chance(0.45) ? rng.int(1, 5) : 0;
  const reviewCount = featured ? featured.reviews : drawnReviews;
  let ratingTotal = 0;
  for (let r = 0; r < reviewCount; r++) {
    const [summary, text, stars] = rng.pick(REVIEWS);
    const reviewId = cursor.nextReviewId++;
    const values = RATINGS.map(() => Math.min(5, Math.max(1, stars + rng.pick([-1, 0, 0, 0, 1]))));
    // Magento reports a review's average as a percentage (4 of 5 stars = 80).
    const average = money((values.reduce((a, b) => a + b, 0) / values.length) * 20);
    ratingTotal += average;
    out.reviews.push({ id: reviewId, product_id: id, nickname: rng.pick(NICKNAMES), summary, text, average_rating: average, created_at: date(rng.int(900, 1400)) });
    RATINGS.forEach(({ name }, i) => out.review_ratings.push({ review_id: reviewId, rating_name: name, value: values[i]! }));
  }
  parent.review_count = reviewCount;
  parent.rating_summary = reviewCount ? money(ratingTotal / reviewCount) : 0;

  out.products.push(parent, ...variants.map((v) => v.row));
  if (configurable) {
    out.configurable_attributes.push({ product_id: id, attribute_code: kind.axis!, position: 0 });
  }
  for (const s of sellables) out.inventory_source_items.push(...s.sources.map((src) => ({ product_id: s.id, ...src })));
  if (configurable) {
    // The configurable product's per-source stock is what its variants can sell there, so its
    // store table never shows more than the variants' tables together: at the showroom, whose
    // available quantity is qty − 1, that is one display piece on top of the variants' sum
    // (two variants with one display piece each make 0, not 2 − 1).
    for (const src of INVENTORY_SOURCES) {
      const rows = variants.map((v) => v.sources.find((x) => x.source_code === src.source_code)!);
      const available = rows.reduce((sum, r) => sum + availableQty(stockSource(r)), 0);
      out.inventory_source_items.push({
        product_id: id,
        source_code: src.source_code,
        status: rows.some((r) => r.status) ? 1 : 0,
        qty: src.source_code === SHOWROOM_SOURCE && available > 0 ? available + 1 : available,
      });
    }
  }

  // Media: 1-3 views of the product; each variant has as many views of its own (its colour),
  // so the gallery's thumbnails change with the chosen variant.
  const views = rng.int(1, 3);
  for (let n = 1; n <= views; n++) {
    out.product_media.push({ id: cursor.nextMediaId++, product_id: id, file: productImageFile(sku, n, kind.shape, ownColor.swatch ?? 'c8a27a'), label: name, position: n, disabled: 0 });
  }
  for (const v of variants) {
    const color = v.option.attribute_code === 'color' ? v.option : ownColor;
    for (let n = 1; n <= views; n++) {
      const file = n === 1 ? (v.row.image as string) : productImageFile(`${sku}-${urlKey(v.option.label)}`, n, kind.shape, color.swatch ?? 'c8a27a');
      out.product_media.push({ id: cursor.nextMediaId++, product_id: v.id, file, label: v.row.name as string, position: n, disabled: 0 });
    }
  }

  // Listings: the leaf and its ancestors (anchors); discounted products also in a campaign.
  const listed: Array<{ category: CategoryRow; direct: boolean }> = leaf.ancestors.map((c) => ({ category: c, direct: c.id === leaf.row.id }));
  if (discount) {
    const campaign = categories.byUrlKey.get(CAMPAIGN_URL_KEY)!;
    const campaignChildren = categories.rows.filter((c) => c.parent_id === campaign.id);
    listed.push({ category: campaign, direct: false }, { category: rng.pick(campaignChildren), direct: true });
  }
  for (const { category, direct } of listed) {
    out.category_products.push({ category_id: category.id, product_id: id, position: nextPosition(cursor, category.id), is_direct: direct ? 1 : 0, min_final: Math.min(...finals) });
  }

  // Filter index: the product's own values plus its variants'.
  const filterable = configurable
    ? [material, ...(kind.axis === 'color' ? [] : [ownColor]), ...variantOptions]
    : [material, ownColor, ...(ownSize ? [ownSize] : [])];
  for (const o of filterable) out.product_attribute_index.push({ attribute_code: o.attribute_code, option_id: o.id, product_id: id });

  // Quantity discounts on some simple products (chairs, sold in sets, more often): a few percent
  // off the final price from 2 and from 4 items.
  const drawnTiers = !configurable && rng.chance(kind.shape === 'chair' ? 0.4 : 0.12);
  if (own && (featured ? featured.tierPrices : drawnTiers)) {
    const final = own.special ?? own.price;
    for (const [qty, off] of [[2, 0.05], [4, 0.1]] as const) {
      out.product_tier_prices.push({ product_id: id, qty, value: money(Math.floor(final * (1 - off)) - 0.01) });
    }
  }

  addLinks(cursor, leaf.row.id, { id, price: Math.min(...finals), upsells: 0 }, out);

  out.url_rewrites.push(
    { request_path: `${key}.html`, entity_type: 'product', entity_id: id, target_path: `catalog/product/view/id/${id}`, redirect_type: 0, category_id: null },
    { request_path: `${leaf.row.url_path}/${key}.html`, entity_type: 'product', entity_id: id, target_path: `catalog/product/view/id/${id}/category/${leaf.row.id}`, redirect_type: 0, category_id: leaf.row.id },
  );
  out.products_fts.push({
    rowid: id,
    name,
    sku: [sku, ...variants.map((v) => v.row.sku)].join(' '),
    categories: leaf.ancestors.slice(1).map((c) => c.name).join(' '),
    description: [adjective, kind.noun, ...compoundHeads(kind.noun), material.label, ...[ownColor, ...variantOptions].map((o) => o.label)].join(' '),
  });
}

function addGiftCard(index: number, categories: CategoryRows, cursor: ProductCursor, out: ProductRows): void {
  const id = cursor.nextProductId++;
  const category = categories.byUrlKey.get(GIFT_CARD_URL_KEY)!;
  const store = categories.byId.get(category.parent_id!)!;
  const name = index === 0 ? 'Kinkekaart' : 'E-kinkekaart';
  const sku = index === 0 ? 'GIFTCARD' : 'EGIFTCARD';
  const key = urlKey(name);
  const amounts = [25, 50, 100];
  out.products.push({
    id,
    sku,
    type_id: 'giftcard',
    parent_id: null,
    visibility: 4,
    name,
    url_key: key,
    description: `<p>${name} sobib igaks puhuks. Summa alates 10 €, kehtib 12 kuud.</p>`,
    short_description: '<p>Kingi valikuvabadust.</p>',
    price: 10,
    special_price: null,
    min_regular: 10,
    min_final: 10,
    // An open amount (10–5000 €, the storefront's bounds in domain/gift-card-amount.ts): the
    // price range runs to the largest amount. The paper card has a weight (PHYSICAL, shipped);
    // the e-gift card none (VIRTUAL, sent by e-mail): customer.md §3 'Paper gift card', 'E-gift card'.
    max_regular: GIFT_CARD_MAX_EUR,
    max_final: GIFT_CARD_MAX_EUR,
    weight: index === 0 ? 0.1 : 0,
    color_id: null,
    material_id: null,
    size_id: null,
    image: productImageFile(sku, 1, 'giftcard', 'b5583a'),
    stock_status: 1,
    salable_qty: 0,
    only_x_left_in_stock: null,
    tarneaeg: index === 0 ? IN_STOCK_TIMES[0]! : 'Saadetakse e-postiga',
    new_from_date: null,
    new_to_date: null,
    rating_summary: 0,
    review_count: 0,
    created_at: date(0),
    giftcard_amounts: amounts.join(','),
    open_amount_min: GIFT_CARD_MIN_EUR,
    open_amount_max: GIFT_CARD_MAX_EUR,
  });
  out.product_media.push({ id: cursor.nextMediaId++, product_id: id, file: productImageFile(sku, 1, 'giftcard', 'b5583a'), label: name, position: 1, disabled: 0 });
  for (const c of [store, category]) {
    out.category_products.push({ category_id: c.id, product_id: id, position: nextPosition(cursor, c.id), is_direct: c === category ? 1 : 0, min_final: 10 });
  }
  out.url_rewrites.push({ request_path: `${key}.html`, entity_type: 'product', entity_id: id, target_path: `catalog/product/view/id/${id}`, redirect_type: 0, category_id: null });
  out.products_fts.push({ rowid: id, name, sku, categories: category.name, description: 'kinkekaart kingitus' });
}

/**
 * The last part of an Estonian compound noun, as a word of its own ('Söögilaud' → 'laud',
 * 'Diivanvoodi' → 'voodi'), so a search for 'laud' finds dining tables: the FTS index matches
 * word prefixes, and 'laud' is a prefix neither of 'söögilaud' nor of 'lauad'.
 */
export function compoundHeads(noun: string): string[] {
  const word = noun.toLowerCase();
  return COMPOUND_HEADS.filter((head) => word.length > head.length && word.endsWith(head));
}
const COMPOUND_HEADS = ['diivan', 'voodi', 'tool', 'laud', 'lamp', 'madrats', 'vaip', 'kapp', 'riiul', 'vari', 'alus'];

/**
 * Related links: the product and its RELATED_EACH_WAY nearest earlier neighbours in the leaf link
 * to each other (positions 1-3 for earlier products, 4-6 for later ones). Upsells: pricier
 * products among the recent ones, cheapest first, both from this product and to it.
 */
function addLinks(cursor: ProductCursor, leafId: number, product: Neighbour, out: ProductRows): void {
  const recent = cursor.neighbours.get(leafId) ?? [];
  recent
    .slice(-RELATED_EACH_WAY)
    .reverse()
    .forEach((earlier, k) => {
      out.product_links.push({ product_id: product.id, link_type: 'related', position: k + 1, linked_product_id: earlier.id });
      out.product_links.push({ product_id: earlier.id, link_type: 'related', position: RELATED_EACH_WAY + k + 1, linked_product_id: product.id });
    });
  const pricier = recent.filter((p) => p.price > product.price).sort((a, b) => a.price - b.price || a.id - b.id);
  for (const p of pricier.slice(0, MAX_UPSELLS)) {
    out.product_links.push({ product_id: product.id, link_type: 'upsell', position: ++product.upsells, linked_product_id: p.id });
  }
  for (const p of recent) {
    if (p.price < product.price && p.upsells < MAX_UPSELLS) {
      out.product_links.push({ product_id: p.id, link_type: 'upsell', position: ++p.upsells, linked_product_id: product.id });
    }
  }
  recent.push(product);
  if (recent.length > UPSELL_WINDOW) recent.shift();
  cursor.neighbours.set(leafId, recent);
}

/**
 * Stock at each source, and what it means for the shopper. The delivery text is drawn (sold
 * from stock only, a short time when the stores hold some, else made to order or unknown);
 * `stock_status` and `only_x_left_in_stock` then follow from the per-source quantities by the
 * storefront's own stock rule (domain/stock.ts `magentoStockFields`), so a page never
 * contradicts its store table. Made to order is a deliberate backorder: sellable without stock,
 * shown with its delivery time. `fixed` replaces the drawn quantities and delivery text
 * (featured products); the random draws happen either way, so the rest of the product stays as
 * drawn.
 */
function stock(rng: Random, id: number, regular: number, discount: number, fixed?: FeaturedStock): Sellable {
  const drawnFromStockOnly = rng.chance(0.1);
  const chances: Record<string, number> = { pea: 0.85, rain: 0.55, muugisaal: 0.4, vaike: 0.3 };
  const sources = INVENTORY_SOURCES.map(({ source_code }) => {
    const status = rng.chance(chances[source_code]!) ? 1 : 0;
    const max = source_code === 'muugisaal' ? 2 : 12;
    const qty = status && !rng.chance(0.25) ? rng.int(1, max) : 0;
    if (!fixed) return { source_code, status, qty };
    const fixedQty = fixed.sources[source_code];
    return { source_code, status: fixedQty === undefined ? 0 : 1, qty: fixedQty ?? 0 };
  });
  const available = sources.reduce((sum, s) => sum + availableQty(stockSource(s)), 0);
  const fromStockOnly = fixed ? fixed.tarneaeg === SOLD_FROM_STOCK_ONLY : drawnFromStockOnly;
  const drawnMadeToOrder = rng.chance(0.6);
  let backorders = false;
  let tarneaeg: string;
  if (fixed?.tarneaeg && !fromStockOnly) {
    tarneaeg = fixed.tarneaeg;
    backorders = fixed.tarneaeg !== UNKNOWN_DELIVERY;
  } else if (fromStockOnly) {
    tarneaeg = SOLD_FROM_STOCK_ONLY;
  } else if (available > 0) {
    tarneaeg = rng.pick(IN_STOCK_TIMES);
  } else if (drawnMadeToOrder) {
    tarneaeg = rng.pick(ORDER_TIMES); // made to order: sellable without stock
    backorders = true;
  } else {
    tarneaeg = UNKNOWN_DELIVERY;
  }
  const fields = magentoStockFields({ sources: sources.map(stockSource), backorders, tarneaeg });
  const special = discount ? Math.floor(regular * (1 - discount / 100)) + 0.99 : null;
  return {
    id,
    price: regular,
    special: special !== null && special < regular ? special : null,
    status: fields.stock_status === 'IN_STOCK' ? 1 : 0,
    qty: available,
    onlyLeft: fields.only_x_left_in_stock,
    tarneaeg,
    sources,
  };
}

function prices(s: Sellable) {
  const final = s.special ?? s.price;
  return { price: s.price, special_price: s.special, min_regular: s.price, max_regular: s.price, min_final: final, max_final: final };
}

/** A regular price in the band, ending in 9 or 9.99 like shop prices do. */
function price(rng: Random, [min, max]: readonly [number, number]): number {
  const whole = Math.max(min, Math.round(rng.int(min, max) / 10) * 10 - 1);
  return rng.chance(0.4) ? money(whole + 0.99) : whole;
}

function pickLeaf(leaves: Leaf[], rng: Random): Leaf {
  const total = leaves.reduce((sum, l) => sum + l.weight, 0);
  let roll = rng.next() * total;
  for (const leaf of leaves) if ((roll -= leaf.weight) < 0) return leaf;
  return leaves[leaves.length - 1]!;
}

function ordered<T>(items: T[], order: readonly T[]): T[] {
  return [...items].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

function nextPosition(cursor: ProductCursor, categoryId: number): number {
  const n = (cursor.positions.get(categoryId) ?? 0) + 1;
  cursor.positions.set(categoryId, n);
  return n;
}

