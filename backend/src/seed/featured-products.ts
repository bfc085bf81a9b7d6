// Products with fixed properties at fixed catalogue positions, so tests and e2e journeys can
// name them (SKU MP1000n for index n) in any catalogue of at least 9 products. Everything not
// fixed here (model name, price, material, images) still comes from the product's own random
// stream. The url keys of the default seed are listed in backend/README.md.
import type { INVENTORY_SOURCES } from './catalogue-model';

type SourceCode = (typeof INVENTORY_SOURCES)[number]['source_code'];

export type FeaturedStock = {
  /** Quantity per source; a source left out does not sell the item (status 0). */
  sources: Partial<Record<SourceCode, number>>;
  /** Delivery-time text; by default derived from the stock as for any product. */
  tarneaeg?: string;
};

export type FeaturedProduct = {
  /** url_path of the leaf category. */
  leaf: string;
  /** Variant option labels of a configurable product, in order; none = a simple product. */
  variants?: readonly string[];
  /** Added to the regular price of each colour variant (EUR); by default drawn. */
  surcharges?: readonly number[];
  /** Percent off the regular price (special price); 0 = none. */
  discount: number;
  /** Stock of the product itself, or of each variant in order. */
  stock: readonly FeaturedStock[];
  reviews: number;
  tierPrices?: boolean;
};

export const SOLD_FROM_STOCK_ONLY = 'müük ainult laoseisust';
export const UNKNOWN_DELIVERY = 'Tarneaeg täpsustub';

/** Catalogue index → fixed properties. SKU = `MP${10000 + index}`. */
export const FEATURED_PRODUCTS: Readonly<Record<number, FeaturedProduct>> = {
  // MP10002: configurable sofa in three colours: variant prices, stock and images differ; one
  // variant has 2 left, one is sold out. 20 % off, 3 reviews, assembly services offered.
  2: {
    leaf: 'diivanid/sirged-diivanid/3-kohalised-diivanid',
    variants: ['Hall', 'Sinine', 'Roheline'],
    surcharges: [0, 50, 100],
    discount: 20,
    stock: [
      { sources: { pea: 4, rain: 2, muugisaal: 1 } },
      { sources: { pea: 2 } },
      { sources: {}, tarneaeg: UNKNOWN_DELIVERY },
    ],
    reviews: 3,
  },
  // MP10003: simple chest of drawers sold from stock only, 2 in the main warehouse.
  3: { leaf: 'hoiustamine/kummutid', discount: 0, stock: [{ sources: { pea: 2 }, tarneaeg: SOLD_FROM_STOCK_ONLY }], reviews: 0 },
  // MP10004: simple armchair stocked only in the showroom (qty 3, so the page shows 2).
  4: { leaf: 'diivanid/tugitoolid', discount: 0, stock: [{ sources: { muugisaal: 3 } }], reviews: 1 },
  // MP10005: dining chair with quantity discounts on top of a special price; no assembly services.
  5: { leaf: 'toolid/soogitoolid/puidust-soogitoolid', discount: 15, stock: [{ sources: { pea: 12, rain: 8 } }], reviews: 2, tierPrices: true },
  // MP10006: ceiling lamp: no assembly services, no reviews.
  6: { leaf: 'valgustid/laelambid', discount: 0, stock: [{ sources: { pea: 5, vaike: 1 } }], reviews: 0 },
  // MP10007: configurable bed in three sizes, each dearer than the last; assembly offered.
  7: {
    leaf: 'voodid/raamiga-voodid',
    variants: ['140x200', '160x200', '180x200'],
    discount: 0,
    stock: [{ sources: { pea: 3, muugisaal: 1 } }, { sources: { rain: 1 } }, { sources: { pea: 6 } }],
    reviews: 1,
  },
  // MP10008: simple foam mattress made to order: no store holds it, sold as a backorder with its
  // delivery time (the page shows 'Available to order' and the time, never 'In stock').
  8: { leaf: 'voodid/madratsid/vahtmadratsid', discount: 0, stock: [{ sources: {}, tarneaeg: '6-8 nädalat' }], reviews: 0 },
};
