import type { Ref } from 'react';
import * as z from 'zod/mini';
import { recordOf } from '../island/props-schema';
import { isValueAvailable, type OptionSelection } from '../../domain/product-variants';
import { mediaPath } from '../../domain/image-url';
import { installmentCredit, installmentPlans } from '../../domain/installment';
import { formatMoney } from '../../domain/money';
import { productStock, type StockState } from '../../domain/stock';
import { t } from '../i18n/t';
import { idPart } from './element-id';
import { Image } from '../media/image';
import { Price } from './price';
import { stockSourceSchema, StoreStockTable } from './store-stock-view';
import { awaitsScript } from '../island/island-markers';

const money = z.object({ final: z.number(), regular: z.number(), currency: z.string() });
const stockStatus = z.nullable(z.enum(['IN_STOCK', 'OUT_OF_STOCK']));
const nullableNumber = z.nullable(z.number());
const nullableString = z.nullable(z.string());

/** What can be bought: the product itself, or one variant of it (the same fields). */
const offer = {
  price: money,
  stockStatus,
  /** `only_x_left_in_stock`. */
  onlyXLeft: nullableNumber,
  /** Delivery-time text. */
  tarneaeg: nullableString,
  /** `availability_in_stores` (the store table, and the stock rule's input). */
  sources: z.array(stockSourceSchema),
};

/** Props of the purchase island, validated on the client (zod/mini) and typed for the server. */
export const productPurchasePropsSchema = z.object({
  product: z.object({
    sku: z.string(),
    name: z.string(),
    typename: z.string(),
    /** A gift card: whether it is the virtual E-gift card; `null` for other products. */
    giftCardVirtual: z.nullable(z.boolean()),
    /** The category path, outermost first (the breadcrumbs' names), for tracking. */
    categories: z.array(z.string()),
    ...offer,
    options: z.array(
      z.object({
        code: z.string(),
        label: z.string(),
        /** `swatch`: a colour (`#rrggbb`) or an image URL; `null` shows a text button. */
        /** `uid`: the ConfigurableProductOptionsValues uid an add sends as a selected option. */
        values: z.array(z.object({ valueIndex: z.number(), uid: z.string(), label: z.string(), swatch: nullableString })),
      }),
    ),
    variants: z.array(z.object({ sku: z.string(), attributes: recordOf(z.number()), ...offer })),
    /** `available_price_tiers`: buy at least `quantity` for `finalPrice` each. */
    tiers: z.array(z.object({ quantity: z.number(), finalPrice: z.number(), percentOff: z.number() })),
  }),
});
export type ProductPurchaseProps = z.output<typeof productPurchasePropsSchema>;
export type PurchaseProduct = ProductPurchaseProps['product'];
export type PurchaseVariant = PurchaseProduct['variants'][number];

/** The add-to-cart form's state; absent on the server, where the button is disabled (no script yet). */
export type AddToCartState = {
  /** Hydrated: the button can act. The hydration render keeps it disabled, as the server did. */
  ready: boolean;
  /** Adding now: the button waits. */
  busy: boolean;
  /** The translated message of the last refused add. */
  error: string | null;
  onSubmit: (form: HTMLFormElement) => void;
};

export type ProductPurchaseViewProps = ProductPurchaseProps & {
  selection: OptionSelection;
  addToCart?: AddToCartState;
  /** The variant the selection matches, or `null`. */
  variant: PurchaseVariant | null;
  optionsRef?: Ref<HTMLDivElement>;
  onOptionChange?: (code: string, valueIndex: number) => void;
};

const STOCK_LABELS: Record<StockState, { className: string; text: () => string }> = {
  'in-stock': { className: 'stock stock--in', text: () => t('In stock') },
  backorder: { className: 'stock stock--order', text: () => t('Available to order') },
  'out-of-stock': { className: 'stock stock--out', text: () => t('Out of stock') },
};

/** Form ids and radio names derive from the SKU (islands may not use `useId`). */
export const purchaseId = (sku: string) => `purchase-${idPart(sku)}`;
export const optionInputName = (sku: string, code: string) => `${purchaseId(sku)}-${idPart(code)}`;
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A 45 px swatch: a colour is drawn as SVG (a fill attribute, not an inline style: CSP), an image through /_ipx. */
function Swatch({ swatch }: { swatch: string | null }) {
  if (swatch && HEX_COLOUR.test(swatch)) {
    return (
      <svg className="product-option__swatch" width="45" height="45" viewBox="0 0 45 45" aria-hidden="true" focusable="false">
        <rect width="45" height="45" rx="4" fill={swatch} />
      </svg>
    );
  }
  if (mediaPath(swatch)) return <Image url={swatch} alt="" width={45} height={45} className="product-option__swatch" />;
  return null;
}

/**
 * The buying part of the product page (issue 3): price (following the chosen variant), price
 * tiers, installment hint, option pickers (native radio groups: arrow keys and screen readers
 * work without script), then what the stock rule (domain/stock.ts `productStock`) says of the
 * product or chosen variant: 'In stock' / 'Available to order' (made to order) / 'Out of
 * stock', 'Only {n} left', the delivery time and the stock per store, and the add-to-cart form
 * (not for what is out of stock).
 */
export function ProductPurchaseView({ product, selection, variant, optionsRef, onOptionChange, addToCart }: ProductPurchaseViewProps) {
  const current = variant ?? product;
  const { price } = current;
  const id = purchaseId(product.sku);
  // Installment is not offered with a gift card in the cart (issue 7 §4): no hint for one.
  const credit = product.giftCardVirtual === null ? installmentCredit(price.final) : null;
  const money = (value: number) => formatMoney({ value, currency: price.currency });
  const stock = productStock({ sources: current.sources, stockStatus: current.stockStatus, onlyXLeft: current.onlyXLeft, tarneaeg: current.tarneaeg });
  const label = STOCK_LABELS[stock.state];
  return (
    <div className="product-purchase">
      <p className="product-purchase__price">
        <Price final={price.final} regular={price.regular} currency={price.currency} />
      </p>
      {product.tiers.length > 0 ? (
        <ul className="product-purchase__tiers">
          {product.tiers.map((tier) => (
            <li key={tier.quantity}>
              {t('Buy {quantity} for {price} each and save {percent}%', { quantity: tier.quantity, price: money(tier.finalPrice), percent: Math.round(tier.percentOff) })}
            </li>
          ))}
        </ul>
      ) : null}
      {credit !== null ? (
        <details className="product-purchase__installment">
          <summary>{t('Installment from {amount} per month', { amount: money(credit) })}</summary>
          <ul>
            {installmentPlans(price.final).map((plan) => (
              <li key={plan.months}>{t('{months} months, {rate}%: {amount} per month', { months: plan.months, rate: plan.ratePercent, amount: money(plan.monthlyPayment) })}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {product.options.length > 0 ? (
        <div ref={optionsRef} className="product-purchase__options">
          {product.options.map((option) => {
            const chosen = option.values.find((value) => value.valueIndex === selection[option.code]);
            return (
              <fieldset key={option.code} className="product-option">
                <legend className="product-option__label">
                  {option.label}
                  {chosen ? `: ${chosen.label}` : ''}
                </legend>
                <div className="product-option__values">
                  {option.values.map((value) => (
                    <label key={value.valueIndex} className={value.swatch ? 'product-option__value product-option__value--swatch' : 'product-option__value'}>
                      <input
                        type="radio"
                        className="visually-hidden"
                        name={optionInputName(product.sku, option.code)}
                        value={value.valueIndex}
                        disabled={!isValueAvailable(product.variants, product.options, selection, option.code, value.valueIndex)}
                        onChange={onOptionChange ? () => onOptionChange(option.code, value.valueIndex) : undefined}
                      />
                      <span className="product-option__face">
                        <Swatch swatch={value.swatch} />
                        <span className="product-option__text">{value.label}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      ) : null}
      <p className="product-purchase__stock">
        <span className={label.className}>{label.text()}</span>
        {stock.onlyLeft !== null ? <span className="stock stock--low">{t('Only {n} left', { n: stock.onlyLeft })}</span> : null}
      </p>
      {stock.deliveryTime ? (
        <p className="product-purchase__delivery">
          {t('Delivery time')}: {stock.deliveryTime}
        </p>
      ) : null}
      {stock.state === 'out-of-stock' ? null : <AddToCartForm giftCard={product.giftCardVirtual !== null} state={addToCart} />}
      <StoreStockTable sources={current.sources} titleId={`${id}-stores`} />
    </div>
  );
}

/** Field names of the add-to-cart form (the island reads them on submit). */
export const ADD_TO_CART_FIELDS = { quantity: 'quantity', amount: 'amount' } as const;

/**
 * Quantity (and a gift card's amount, chosen by the shopper, storefront.md §5 minimum 10 €) and
 * the 'Add to cart' button. Until the island is hydrated the button is disabled (it could do
 * nothing yet); what is typed before that is kept and read on submit.
 */
function AddToCartForm({ giftCard, state }: { giftCard: boolean; state: AddToCartState | undefined }) {
  return (
    <form
      className="add-to-cart"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        state?.onSubmit(event.currentTarget);
      }}
    >
      {giftCard ? (
        <label className="add-to-cart__field">
          {t('Gift card amount (€)')}
          <input name={ADD_TO_CART_FIELDS.amount} inputMode="decimal" autoComplete="off" />
        </label>
      ) : null}
      <div className="add-to-cart__row">
        <input name={ADD_TO_CART_FIELDS.quantity} className="add-to-cart__quantity" aria-label={t('Quantity')} inputMode="numeric" defaultValue="1" />
        <button type="submit" className="button button--primary" disabled={!state?.ready || state.busy} {...awaitsScript(!state?.ready)}>
          {t('Add to cart')}
        </button>
      </div>
      {/* The live region is always there, so a message put in it is announced. */}
      <p className="add-to-cart__error" role="alert">
        {state?.error}
      </p>
    </form>
  );
}
