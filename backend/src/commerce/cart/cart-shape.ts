// A stored cart as the SDL's Cart (step 4 of a write): its lines priced from the catalogue each
// time it is read (prices are never stored or taken from the client), with VAT taken out of the
// VAT-inclusive catalogue prices, and each line's stock checked by the storefront's stock rule.
import { productStock } from '../../../../domain/stock';
import type { ProductRow } from '../catalogue-rows';
import type { CommerceContext } from '../context';
import { toUid } from '../uid';
import { checkoutCharges } from '../checkout/checkout-charges';
import { cartTotals, couponDiscounts, money, priceRow, unitPrice, VAT_LABEL } from './cart-pricing';
import { giftCardRow, isGiftCardLine, withGiftCards } from '../gift-cards/cart-gift-cards';
import { cartItems, productsBySku, usableCoupon, type CartRow } from './cart-store';

/** What one more piece of `product` may be ordered up to: null = no limit (made to order). */
export type Orderable = { salable: boolean; maxQty: number | null };

/**
 * domain/stock.ts `productStock` over the product's per-store quantities: out of stock → not
 * salable; made to order (backorder) → no limit; in stock → what the stores can sell (the
 * showroom keeps its display piece).
 */
export async function orderable(context: CommerceContext, product: ProductRow): Promise<Orderable> {
  const sources = (await context.sourceItems(product.id)).map((s) => ({ source_code: s.source_code, source_name: s.name, status: s.status, qty: s.qty }));
  const stock = productStock({
    sources,
    stockStatus: product.stock_status ? 'IN_STOCK' : 'OUT_OF_STOCK',
    onlyXLeft: product.only_x_left_in_stock,
    tarneaeg: product.tarneaeg,
  });
  if (stock.state === 'out-of-stock') return { salable: false, maxQty: 0 };
  if (stock.state === 'backorder') return { salable: true, maxQty: null };
  return { salable: true, maxQty: stock.availableQty };
}

export const configurableOptionUid = (attributeId: number, optionId: number) => toUid(`configurable/${attributeId}/${optionId}`);

/** SelectedConfigurableOption of a variant of `parent`, in the parent's attribute order. */
export async function selectedOptions(context: CommerceContext, parent: ProductRow, variant: ProductRow) {
  const [codes, { byCode, options }] = await Promise.all([context.configurableAttributes(parent.id), context.attributes()]);
  return codes.flatMap((code) => {
    const attribute = byCode.get(code);
    const option = options.get(variant[`${code}_id` as 'color_id'] ?? -1);
    if (!attribute || !option) return [];
    return [{
      id: attribute.id,
      configurable_product_option_uid: toUid(`configurable/${parent.id}/${attribute.id}`),
      option_label: attribute.label,
      value_id: option.id,
      configurable_product_option_value_uid: configurableOptionUid(attribute.id, option.id),
      value_label: option.label,
    }];
  });
}

/**
 * A customer's cart carries the account's e-mail (Magento copies the customer's e-mail onto the
 * quote; here it is read each time, so a changed e-mail is the one the order gets). A guest's
 * cart keeps the e-mail set with setGuestEmailOnCart.
 */
async function withCustomerEmail(context: CommerceContext, cart: CartRow): Promise<CartRow> {
  if (cart.customer_id === null) return cart;
  const email =
    context.customer?.id === cart.customer_id
      ? context.customer.email
      : (await context.db.prepare('SELECT email FROM customers WHERE id = ?').bind(cart.customer_id).first<{ email: string }>())?.email;
  return email ? { ...cart, email } : cart;
}

/**
 * The Cart object for the resolvers. A line whose SKU the current catalogue lacks (after a
 * reseed) stays stored but is not listed or counted, like a review of a missing product.
 */
/** What Cart's field resolvers get (the generated resolver types map Cart to it). */
export type CartShape = Awaited<ReturnType<typeof cartShape>>;

export async function cartShape(context: CommerceContext, stored: CartRow) {
  const cart = await withCustomerEmail(context, stored);
  const rows = await cartItems(context.db, cart.id);
  const [products, coupon] = await Promise.all([
    productsBySku(context.db, rows.flatMap((r) => (r.parent_sku ? [r.sku, r.parent_sku] : [r.sku]))),
    // A coupon that expired or was used up since it was applied no longer discounts anything.
    cart.coupon_code ? usableCoupon(context.db, cart.coupon_code) : null,
  ]);
  const found = await Promise.all(
    rows.map(async (row) => {
      const product = products.get(row.sku);
      const parent = row.parent_sku ? products.get(row.parent_sku) : undefined;
      if (!product || (row.parent_sku && !parent)) return null;
      // A gift card costs the amount the shopper chose; it has no stock (issued when ordered).
      if (isGiftCardLine(row)) return { row, product, parent, stock: { salable: true, maxQty: null }, unit: row.gift_card_amount };
      const [tiers, stock] = await Promise.all([context.tierPrices(product.id), orderable(context, product)]);
      return { row, product, parent, stock, unit: unitPrice(product, tiers, row.quantity) };
    }),
  );
  const listed = found.filter((line) => line !== null);
  // A coupon never discounts a gift card (it would sell money below face value): it is spread
  // over the other lines only.
  const discountable = listed.filter((l) => !isGiftCardLine(l.row));
  const couponShares = coupon ? couponDiscounts(discountable.map((l) => l.unit * l.row.quantity), coupon) : [];
  const discounts = listed.map((line) => couponShares[discountable.indexOf(line)] ?? 0);
  const priced = listed.map((line, index) => (isGiftCardLine(line.row) ? giftCardRow(line.unit, line.row.quantity) : priceRow(line.unit, line.row.quantity, discounts[index])));
  const discountOf = (cents: number) => (coupon && cents > 0 ? [{ label: coupon.label, amount: money(cents), applied_to: 'ITEM', coupon: { code: coupon.code } }] : []);
  const items = await Promise.all(
    listed.map(async ({ row, product, parent, stock }, index) => ({
      __typename: isGiftCardLine(row) ? 'GiftCardCartItem' : parent ? 'ConfigurableCartItem' : 'SimpleCartItem',
      amount: money(row.gift_card_amount),
      id: String(row.id),
      uid: toUid(row.id),
      quantity: row.quantity,
      is_available: stock.salable && (stock.maxQty === null || row.quantity <= stock.maxQty),
      prices: {
        price: money(priced[index]!.unitExclTax),
        price_including_tax: money(priced[index]!.unitInclTax),
        row_total: money(priced[index]!.rowExclTax),
        row_total_including_tax: money(priced[index]!.rowInclTax),
        discounts: discountOf(priced[index]!.discount),
        total_item_discount: money(priced[index]!.discount),
      },
      product: parent ?? product,
      configured_variant: product,
      configurable_options: parent ? await selectedOptions(context, parent, product) : [],
    })),
  );
  const totals = cartTotals(priced);
  // Checkout (checkout/checkout-charges.ts): shipping and delivery services join the grand total.
  const checkout = await checkoutCharges(context, cart, listed.map((l) => ({ product: l.product, parent: l.parent ?? null, quantity: l.row.quantity })), totals.grandTotal);
  const grandTotal = totals.grandTotal + checkout.cents;
  const tax = totals.tax + checkout.taxCents;
  // Gift card codes pay last, from the grand total with shipping and fees (gift-cards/cart-gift-cards.ts).
  return withGiftCards(context, cart.id, {
    id: cart.masked_id,
    email: cart.email,
    items,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    is_virtual: checkout.state.isVirtual,
    applied_coupons: coupon ? [{ code: coupon.code }] : null,
    prices: {
      grand_total: money(grandTotal),
      subtotal_including_tax: money(totals.subtotalInclTax),
      subtotal_excluding_tax: money(totals.subtotalExclTax),
      subtotal_with_discount_excluding_tax: money(totals.subtotalWithDiscountExclTax),
      applied_taxes: tax > 0 ? [{ label: VAT_LABEL, amount: money(tax) }] : [],
      discounts: discountOf(totals.discount),
    },
    // Checkout fields (shipping_addresses, billing_address, selected_payment_method, delivery_services).
    ...checkout.fields,
    /** The checkout state, for placement (checkout/checkout-state.ts); not a schema field. */
    __checkout: checkout.state,
  });
}
