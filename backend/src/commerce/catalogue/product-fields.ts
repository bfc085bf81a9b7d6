// Fields of ProductInterface and its types (SimpleProduct, ConfigurableProduct, GiftCardProduct).
// Everything beyond the product row comes through the context's batch loaders.
import { NO, YES } from '../../../../domain/yes-no';
import type { CategoryRow, ProductRow, Routed } from '../catalogue-rows';
import type { CommerceContext } from '../context';
import { productReviews } from '../reviews/reviews';
import { toUid } from '../uid';
import type { ConfigurableProductResolvers, GiftCardProductResolvers, Resolvers, SimpleProductResolvers } from '../../generated/resolvers';
import type { FieldResolver } from '../resolver-types';

type Source = ProductRow & Routed;
/** The three product types share ProductInterface's fields, each resolved from the product row. */
type ProductFields = SimpleProductResolvers & ConfigurableProductResolvers & GiftCardProductResolvers;
type Field<F extends keyof SimpleProductResolvers> = FieldResolver<'SimpleProduct', F>;

export const PRODUCT_URL_SUFFIX = '.html';
const CURRENCY = 'EUR';
const TYPENAMES = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  giftcard: 'GiftCardProduct',
} as const satisfies Record<ProductRow['type_id'], string>;

export const productTypename = (row: ProductRow) => TYPENAMES[row.type_id];

/** Absolute url of a file below media/catalog/product, as Magento returns image urls. */
export const productMediaUrl = (context: CommerceContext, file: string) => `${context.origin}/media/catalog/product${file}`;

const round = (n: number) => Math.round(n * 100) / 100;
const html = (text: string | null) => ({ html: text ?? '' });
/** A ProductPrice: regular and final price in EUR with the discount between them. */
export const productPrice = (regular: number, final: number) => ({
  regular_price: { value: regular, currency: CURRENCY },
  final_price: { value: final, currency: CURRENCY },
  discount: { amount_off: round(regular - final), percent_off: regular > 0 ? round(((regular - final) / regular) * 100) : 0 },
});
const image = (p: Source, _a: unknown, context: CommerceContext) =>
  p.image ? { url: productMediaUrl(context, p.image), label: p.name, position: 1, disabled: false } : null;
/** The visible products among `ids`, in that order. */
const products = async (ids: number[], context: CommerceContext) =>
  (await Promise.all(ids.map((id) => context.product(id)))).filter((p): p is ProductRow => p !== null && p.visibility === 4);

/**
 * Quantity discounts (TierPrice): each tier's unit price, and its discount from the regular
 * price as Magento's PriceTiers resolver reports it.
 */
const tierPrices: Field<'price_tiers'> = async (p, _a, context) =>
  (await context.tierPrices(p.id)).map((t) => ({
    quantity: t.qty,
    final_price: { value: t.value, currency: CURRENCY },
    discount: { amount_off: round(p.price - t.value), percent_off: p.price > 0 ? round(((p.price - t.value) / p.price) * 100) : 0 },
  }));

/**
 * 1 when any category the product is listed in offers assembly or utilisation services (the
 * same rows getAssemblyProducts reads), else 0. A variant answers for its configurable product.
 * Asked only by the product page, so one query per product is fine.
 */
const hasAssemblyServices: Field<'has_assembly_services'> = async (p, _a, context) => {
  const row = await context.db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM category_products cp
         JOIN category_assembly_services cas ON cas.category_id = cp.category_id WHERE cp.product_id = ?) AS offered`,
    )
    .bind(p.parent_id ?? p.id)
    .first<{ offered: number }>();
  // A yes/no EAV select answers with its option id (storefront.md §3 YES=45, NO=46).
  return row?.offered ? YES : NO;
};

const categories: Field<'categories'> = async (p, _a, context) => {
  const [ids, index] = await Promise.all([context.productCategories(p.parent_id ?? p.id), context.categories()]);
  return ids
    .map((id) => index.byId.get(id))
    .filter((c): c is CategoryRow => !!c && c.level >= 2)
    .sort((a, b) => a.level - b.level || a.position - b.position);
};

/** Fields every product type shares (ProductInterface, RoutableInterface, extensions). */
const shared = {
  uid: (p) => toUid(p.id),
  description: (p) => html(p.description),
  short_description: (p) => html(p.short_description),
  meta_title: (p) => p.name,
  meta_description: (p) => p.short_description?.replace(/<[^>]*>/g, '').trim() ?? null,
  image,
  small_image: image,
  thumbnail: image,
  price_range: (p) => ({ minimum_price: productPrice(p.min_regular, p.min_final), maximum_price: productPrice(p.max_regular, p.max_final) }),
  price_tiers: tierPrices,
  available_price_tiers: tierPrices,
  categories,
  canonical_url: (p) => `${p.url_key}${PRODUCT_URL_SUFFIX}`,
  media_gallery: async (p, _a, context) =>
    (await context.media(p.id)).map((m) => ({ url: productMediaUrl(context, m.file), label: m.label, position: m.position, disabled: !!m.disabled })),
  stock_status: (p) => (p.stock_status ? 'IN_STOCK' : 'OUT_OF_STOCK'),
  url_suffix: () => PRODUCT_URL_SUFFIX,
  url_rewrites: async (p, _a, context) =>
    (await context.urlRewrites(p.id)).map((url) => ({ url, parameters: [{ name: 'id', value: String(p.id) }] })),
  related_products: async (p, _a, context) => products((await context.productLinks(p.id)).related, context),
  upsell_products: async (p, _a, context) => products((await context.productLinks(p.id)).upsell, context),
  // Not modelled: the store shows no cross-sells.
  crosssell_products: () => [],
  reviews: productReviews,
  relative_url: (p) => p.__route?.relative_url ?? `${p.url_key}${PRODUCT_URL_SUFFIX}`,
  redirect_code: (p) => p.__route?.redirect_code ?? 0,
  type: () => 'PRODUCT',
  has_assembly_services: hasAssemblyServices,
  availability_in_stores: async (p, _a, context) =>
    (await context.sourceItems(p.id)).map((s) => ({ source_code: s.source_code, source_name: s.name, status: !!s.status, qty: s.qty })),
} satisfies ProductFields;

const optionUid = (attributeId: number, optionId: number) => toUid(`configurable/${attributeId}/${optionId}`);

const configurable = {
  configurable_options: async (p, _a, context) => {
    const [codes, variants, { byCode, options }] = await Promise.all([context.configurableAttributes(p.id), context.variants(p.id), context.attributes()]);
    return codes.flatMap((code, position) => {
      const attribute = byCode.get(code);
      if (!attribute) return [];
      const column = `${code}_id` as 'color_id' | 'material_id' | 'size_id';
      const values = [...new Set(variants.map((v) => v[column]).filter((id): id is number => id !== null))]
        .map((id) => options.get(id)!)
        .sort((a, b) => a.position - b.position)
        .map((o) => ({
          value_index: o.id,
          uid: optionUid(attribute.id, o.id),
          label: o.label,
          default_label: o.label,
          store_label: o.label,
          use_default_value: true,
          // Colours are colour swatches (hex, as Magento stores them); other options text swatches.
          swatch_data: o.swatch ? { kind: 'ColorSwatchData', value: `#${o.swatch}` } : { kind: 'TextSwatchData', value: o.label },
        }));
      return [{ id: attribute.id, uid: toUid(`configurable/${p.id}/${attribute.id}`), attribute_uid: toUid(attribute.id), attribute_code: code, label: attribute.label, position, use_default: true, values }];
    });
  },
  variants: async (p, _a, context) => {
    const [codes, variants, { byCode, options }] = await Promise.all([context.configurableAttributes(p.id), context.variants(p.id), context.attributes()]);
    return variants.map((v) => ({
      product: v,
      attributes: codes.flatMap((code) => {
        const attribute = byCode.get(code);
        const option = options.get(v[`${code}_id` as 'color_id'] ?? -1);
        return attribute && option ? [{ code, label: option.label, value_index: option.id, uid: optionUid(attribute.id, option.id) }] : [];
      }),
    }));
  },
} satisfies ConfigurableProductResolvers;

const giftCard = {
  allow_open_amount: (p) => p.open_amount_min !== null,
  giftcard_amounts: (p) =>
    (p.giftcard_amounts ?? '').split(',').filter(Boolean).map((value) => ({ uid: toUid(`giftcard/${p.id}/${value}`), value: Number(value) })),
  giftcard_type: (p) => (p.weight ? 'PHYSICAL' : 'VIRTUAL'),
} satisfies GiftCardProductResolvers;

export const productFieldResolvers = {
  ProductInterface: { __resolveType: productTypename },
  RoutableInterface: {
    __resolveType: (source) => ('type_id' in source ? TYPENAMES[source.type_id] : 'CategoryTree'),
  },
  MediaGalleryInterface: { __resolveType: () => 'ProductImage' },
  SwatchDataInterface: { __resolveType: (swatch) => swatch.kind },
  SimpleProduct: shared,
  ConfigurableProduct: { ...shared, ...configurable },
  GiftCardProduct: { ...shared, ...giftCard },
} satisfies Resolvers;
