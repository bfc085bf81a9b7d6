// One catalogue product (with its variants, stock, media, reviews, urls and index rows) from
// its index alone: product i draws from its own random stream, so any chunking of the
// catalogue gives the same rows.
import { CAMPAIGN_URL_KEY, COLORS, INVENTORY_SOURCES, MATERIALS, RATINGS, SIZES, type AttributeCode, type AttributeOption, type ProductKind } from './catalogue-model';
import type { CategoryRow, CategoryRows, Leaf } from './category-rows';
import { FEATURED_PRODUCTS, SOLD_FROM_STOCK_ONLY, type FeaturedProduct } from './featured-products';
import { GIFT_CARDS, addGiftCard } from './gift-card-rows';
import { nextPosition, type ProductCursor, type ProductRows, type Row } from './product-cursor';
import { addLinks } from './product-links';
import { prices, stock, stockSource, type Sellable } from './product-stock';
import { random, type Random } from './prng';
import { date, money } from './row-values';
import { urlKey } from './url-key';
import { availableQty, SHOWROOM_SOURCE } from '../../../domain/stock';
import { productImageFile } from '../media/product-image';

const SEED_SALT = 'mooblipood-v1';
export { SOLD_FROM_STOCK_ONLY };

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
const optionsOf = (code: AttributeCode): AttributeOption[] => ({ color: COLORS, material: MATERIALS, size: SIZES })[code];
const option = (code: AttributeCode, label: string): AttributeOption => {
  const found = optionsOf(code).find((o) => o.label === label);
  if (!found) throw new Error(`Unknown ${code} option ${label}`);
  return found;
};
/** What product `index` draws before its rows, in draw order (the random stream is read in order). */
type Drawn = {
  id: number;
  featured: FeaturedProduct | undefined;
  leaf: Leaf;
  kind: ProductKind;
  sku: string;
  name: string;
  key: string;
  material: AttributeOption;
  adjective: string;
  /** Width, depth, height in cm. */
  size: number[];
  weight: number;
  basePrice: number;
  /** Percent off the regular price; 0 = none. */
  discount: number;
  createdAt: string;
  isNew: boolean;
  configurable: boolean;
};

/** The variant axis values of a configurable product (none for a simple one) and the product's own colour and size. */
type Options = { variantOptions: AttributeOption[]; ownColor: AttributeOption; ownSize: AttributeOption | null };

type Variant = Sellable & { option: AttributeOption; row: Row };

/**
 * Appends product `index` (0-based) of the catalogue to `out`. Products 0 and 1 are gift cards;
 * the rest are furniture from a leaf category picked by weight, about a third of them
 * configurable where the category has a variant axis. The steps run in this order because each
 * reads the product's random stream on from where the previous one stopped.
 */
export function addProduct(index: number, categories: CategoryRows, cursor: ProductCursor, out: ProductRows): void {
  const rng = random(`${SEED_SALT}:${index}`);
  if (index < GIFT_CARDS) return addGiftCard(index, categories, cursor, out);

  const drawn = drawProduct(index, categories, cursor, rng);
  const options = drawOptions(drawn, rng);
  const base = baseRow(drawn);
  const variants = variantRows(drawn, options, base, rng, cursor);
  // A configurable product's price range and stock are its variants'; a simple one's its own.
  const own = drawn.configurable ? null : stock(rng, drawn.id, drawn.basePrice, drawn.discount, drawn.featured?.stock[0]);
  const sellables: Sellable[] = own ? [own] : variants;
  const parent = parentRow(drawn, options, base, variants, own);
  Object.assign(parent, addReviews(drawn, rng, cursor, out));

  out.products.push(parent, ...variants.map((v) => v.row));
  if (drawn.configurable) out.configurable_attributes.push({ product_id: drawn.id, attribute_code: drawn.kind.axis!, position: 0 });
  addStock(drawn, sellables, variants, out);
  addMedia(drawn, options, variants, rng, cursor, out);
  const minFinal = Math.min(...sellables.map((s) => s.special ?? s.price));
  addListings(drawn, minFinal, categories, rng, cursor, out);
  addFilterIndex(drawn, options, out);
  addTierPrices(drawn, own, rng, out);
  addLinks(cursor, drawn.leaf.row.id, { id: drawn.id, price: minFinal, upsells: 0 }, out);
  addUrlsAndSearch(drawn, options, variants, out);
}

/** The leaf, name, material, size, price, discount, dates and whether it has variants; takes the product's id. */
function drawProduct(index: number, categories: CategoryRows, cursor: ProductCursor, rng: Random): Drawn {
  const featured = FEATURED_PRODUCTS[index];
  // Drawn for featured products too, so the rest of their stream stays as drawn.
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
  const size = kind.dimensions.map((x) => Math.max(1, Math.round(x * (0.8 + rng.next() * 0.4))));
  const weight = rng.int(kind.weight[0], kind.weight[1]);
  const basePrice = price(rng, kind.price);
  const drawnDiscount = rng.chance(0.22) ? rng.pick([10, 15, 20, 25, 30, 40]) : 0;
  const createdAt = date(rng.int(0, 1300));
  const isNew = rng.chance(0.1);
  const drawnConfigurable = kind.axis !== null && rng.chance(0.33);
  return {
    id: cursor.nextProductId++,
    featured,
    leaf,
    kind,
    sku,
    name,
    key,
    material,
    adjective,
    size,
    weight,
    basePrice,
    discount: featured ? featured.discount : drawnDiscount,
    createdAt,
    isNew,
    configurable: featured ? !!featured.variants?.length : drawnConfigurable,
  };
}

/** 2-4 sizes (in the kind's order) or colours of a configurable product; the product's own colour and size. */
function drawOptions({ featured, kind, configurable }: Drawn, rng: Random): Options {
  const variantOptions: AttributeOption[] = !configurable
    ? []
    : featured?.variants
      ? featured.variants.map((label) => option(kind.axis!, label))
      : kind.axis === 'size'
        ? ordered(rng.sample(kind.sizes ?? [], rng.int(2, Math.min(4, kind.sizes?.length ?? 2))), kind.sizes ?? []).map((s) => option('size', s))
        : rng.sample(kind.colors, rng.int(2, Math.min(4, kind.colors.length))).map((c) => option('color', c));
  const ownColor = option('color', kind.axis === 'size' || !configurable ? rng.pick(kind.colors) : variantOptions[0]!.label);
  const ownSize = kind.axis === 'size' && !configurable ? option('size', rng.pick(kind.sizes ?? [])) : null;
  return { variantOptions, ownColor, ownSize };
}

/** The columns a product and its variants share: descriptions, weight, material, dates. */
function baseRow({ kind, name, material, adjective, size: [w, d, h], weight, createdAt, isNew }: Drawn) {
  const noun = kind.noun.toLowerCase();
  return {
    parent_id: null as number | null,
    description:
      `<p>${name} – ${adjective.toLowerCase()} ${noun}, mis sobib nii koju kui kontorisse.</p>` +
      `<ul><li>Materjal: ${material.label}</li><li>Mõõdud (L × S × K): ${w} × ${d} × ${h} cm</li>` +
      `<li>Kaal: ${weight} kg</li></ul>`,
    short_description: `<p>${adjective} ${noun}, materjal ${material.label.toLowerCase()}.</p>`,
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
}

type BaseRow = ReturnType<typeof baseRow>;

/** One simple product per variant option, with its own price, stock and image. */
function variantRows(drawn: Drawn, { variantOptions, ownColor }: Options, base: BaseRow, rng: Random, cursor: ProductCursor): Variant[] {
  const { featured, kind, sku, name, key, basePrice, discount, id } = drawn;
  return variantOptions.map((opt, i) => {
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
}

/** The visible product: its own price and stock, or its variants' range and sum. */
function parentRow(drawn: Drawn, { ownColor, ownSize }: Options, base: BaseRow, variants: Variant[], own: Sellable | null): Row {
  const { id, sku, name, key, kind, configurable } = drawn;
  const sellables: Sellable[] = own ? [own] : variants;
  const finals = sellables.map((s) => s.special ?? s.price);
  // A configurable product shows the delivery time of a variant the stores hold, else of one
  // that can be ordered (made to order), else of the first.
  const parentTarneaeg = (sellables.find((s) => s.qty > 0) ?? sellables.find((s) => s.status === 1) ?? sellables[0]!).tarneaeg;
  return {
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
    image: productImageFile(sku, 1, kind.shape, ownColor.swatch ?? 'c8a27a'),
    stock_status: sellables.some((s) => s.status === 1) ? 1 : 0,
    salable_qty: sellables.reduce((sum, s) => sum + s.qty, 0),
    // Magento reports no 'only x left' for a configurable product: the variant's counts.
    only_x_left_in_stock: own?.onlyLeft ?? null,
    tarneaeg: own ? own.tarneaeg : parentTarneaeg,
  };
}

/** Reviews (about 45% of products) with their ratings; returns their summary as Magento keeps it on the product. */
function addReviews({ id, featured }: Drawn, rng: Random, cursor: ProductCursor, out: ProductRows): { review_count: number; rating_summary: number } {
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
  return { review_count: reviewCount, rating_summary: reviewCount ? money(ratingTotal / reviewCount) : 0 };
}

/** Per-source stock of each sellable item, and of a configurable product what its variants can sell there. */
function addStock({ id, configurable }: Drawn, sellables: Sellable[], variants: Variant[], out: ProductRows): void {
  for (const s of sellables) out.inventory_source_items.push(...s.sources.map((src) => ({ product_id: s.id, ...src })));
  if (!configurable) return;
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

/**
 * Media: 1-3 views of the product; each variant has as many views of its own (its colour),
 * so the gallery's thumbnails change with the chosen variant.
 */
function addMedia({ id, sku, name, kind }: Drawn, { ownColor }: Options, variants: Variant[], rng: Random, cursor: ProductCursor, out: ProductRows): void {
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
}

/** Listings: the leaf and its ancestors (anchors); discounted products also in a campaign. */
function addListings({ id, leaf, discount }: Drawn, minFinal: number, categories: CategoryRows, rng: Random, cursor: ProductCursor, out: ProductRows): void {
  const listed: Array<{ category: CategoryRow; direct: boolean }> = leaf.ancestors.map((c) => ({ category: c, direct: c.id === leaf.row.id }));
  if (discount) {
    const campaign = categories.byUrlKey.get(CAMPAIGN_URL_KEY)!;
    const campaignChildren = categories.rows.filter((c) => c.parent_id === campaign.id);
    listed.push({ category: campaign, direct: false }, { category: rng.pick(campaignChildren), direct: true });
  }
  for (const { category, direct } of listed) {
    out.category_products.push({ category_id: category.id, product_id: id, position: nextPosition(cursor, category.id), is_direct: direct ? 1 : 0, min_final: minFinal });
  }
}

/** Filter index: the product's own values plus its variants'. */
function addFilterIndex({ id, kind, material, configurable }: Drawn, { variantOptions, ownColor, ownSize }: Options, out: ProductRows): void {
  const filterable = configurable
    ? [material, ...(kind.axis === 'color' ? [] : [ownColor]), ...variantOptions]
    : [material, ownColor, ...(ownSize ? [ownSize] : [])];
  for (const o of filterable) out.product_attribute_index.push({ attribute_code: o.attribute_code, option_id: o.id, product_id: id });
}

/**
 * Quantity discounts on some simple products (chairs, sold in sets, more often): a few percent
 * off the final price from 2 and from 4 items.
 */
function addTierPrices({ id, kind, configurable, featured }: Drawn, own: Sellable | null, rng: Random, out: ProductRows): void {
  const drawnTiers = !configurable && rng.chance(kind.shape === 'chair' ? 0.4 : 0.12);
  if (!own || !(featured ? featured.tierPrices : drawnTiers)) return;
  const final = own.special ?? own.price;
  for (const [qty, off] of [[2, 0.05], [4, 0.1]] as const) {
    out.product_tier_prices.push({ product_id: id, qty, value: money(Math.floor(final * (1 - off)) - 0.01) });
  }
}

/** The product's two urls (plain and under its leaf) and its full-text search row. */
function addUrlsAndSearch({ id, sku, key, name, leaf, kind, adjective, material }: Drawn, { ownColor, variantOptions }: Options, variants: Variant[], out: ProductRows): void {
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

