import type { FormEvent, KeyboardEvent } from 'react';
import { IMAGE_SIZES } from '../../domain/image-url';
import { formatMoney } from '../../domain/money';
import { t } from '../i18n/t';
import { Image } from '../media/image';
import { CloseIcon } from './header-icons';

/** Magento's Money as the API answers it: either field may be null. */
type Money = { readonly value: number | null; readonly currency: string | null };

/** The cart as the sidebar reads it (client/stores/cart-state.ts `Cart`, structurally). */
export type CartView = {
  readonly total_quantity: number;
  readonly items: readonly CartLineView[];
  readonly prices: {
    readonly subtotal_including_tax: Money | null;
    readonly grand_total: Money | null;
    readonly applied_taxes?: readonly ({ readonly label: string | null; readonly amount: Money } | null)[] | null;
    readonly discounts?: readonly ({ readonly label: string | null; readonly amount: Money } | null)[] | null;
    readonly giftcards_amount?: Money | null;
  } | null;
  readonly applied_coupons: readonly ({ readonly code: string } | null)[] | null;
  readonly applied_gift_cards?: readonly ({ readonly code: string | null; readonly applied_balance?: Money | null } | null)[] | null;
};
export type CartLineView = {
  readonly uid: string;
  readonly quantity: number;
  readonly product: { readonly name: string | null; readonly sku: string | null; readonly small_image: { readonly url: string | null } | null };
  readonly prices: { readonly row_total_including_tax: Money | null; readonly price_including_tax: Money | null } | null;
  readonly configurable_options?: readonly { readonly option_label: string; readonly value_label: string }[];
  readonly configured_variant?: { readonly small_image: { readonly url: string | null } | null } | null;
  readonly amount?: Money | null;
};

export type CartSidebarViewProps = {
  readonly cart: CartView | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** Line uid → quantity asked for and not answered yet. */
  readonly pending: Readonly<Record<string, number | undefined>>;
  readonly removing: Readonly<Record<string, true | undefined>>;
  /** Translated errors by action (client/stores/cart.ts `$cartErrors`). */
  readonly errors: Readonly<Partial<Record<string, string>>>;
  /** Line uid → the last refused change of that line (client/stores/cart.ts `$cartLineErrors`). */
  readonly lineErrors?: Readonly<Record<string, string | undefined>>;
  readonly onQuantity: (uid: string, quantity: number) => void;
  readonly onRemove: (uid: string) => void;
  /** Resolving `{ ok: true }` empties the field (the code is shown as applied). */
  readonly onApplyCoupon: (code: string) => CodeSubmission;
  readonly onRemoveCoupon: () => void;
  readonly onApplyGiftCard: (code: string) => CodeSubmission;
  readonly onRemoveGiftCard: (code: string) => void;
};

type CodeSubmission = Promise<{ readonly ok: boolean }> | void;

const money = (amount: Money | null | undefined) => (amount && amount.value !== null ? formatMoney({ value: amount.value, currency: amount.currency ?? 'EUR' }) : '');

function CartLineRow({ line, quantity, removing, error, onQuantity, onRemove }: {
  line: CartLineView;
  quantity: number;
  removing: boolean;
  error: string | undefined;
  onQuantity: (uid: string, quantity: number) => void;
  onRemove: (uid: string) => void;
}) {
  const name = line.product.name ?? line.product.sku ?? '';
  const image = line.configured_variant?.small_image?.url ?? line.product.small_image?.url ?? null;
  // Only whole numbers above 0 are sent (storefront.md §4); anything else puts the quantity back.
  const commit = (input: HTMLInputElement) => {
    const next = Number(input.value.trim());
    if (input.value.trim() !== '' && Number.isInteger(next) && next > 0) {
      if (next !== quantity) onQuantity(line.uid, next);
    } else {
      input.value = String(quantity);
    }
  };
  const inputId = `cart-qty-${line.uid.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return (
    <li className="cart-line" aria-busy={removing || undefined}>
      <Image url={image} alt="" width={IMAGE_SIZES.cart.width} height={IMAGE_SIZES.cart.height} className="cart-line__image" />
      <div className="cart-line__main">
        <p className="cart-line__name">{name}</p>
        {line.configurable_options?.length ? (
          <p className="cart-line__variant">{line.configurable_options.map((option) => `${option.option_label}: ${option.value_label}`).join(', ')}</p>
        ) : null}
        {line.amount ? <p className="cart-line__variant">{`${t('Amount')}: ${money(line.amount)}`}</p> : null}
        <div className="cart-line__controls">
          <div className="quantity-stepper">
            <button
              type="button"
              className="quantity-stepper__step"
              aria-label={t('Decrease quantity of {product}', { product: name })}
              disabled={quantity <= 1 || removing}
              onClick={() => onQuantity(line.uid, quantity - 1)}
            >
              −
            </button>
            <label className="visually-hidden" htmlFor={inputId}>
              {t('Quantity of {product}', { product: name })}
            </label>
            <input
              key={quantity}
              id={inputId}
              className="quantity-stepper__input"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              defaultValue={quantity}
              disabled={removing}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onBlur={(event) => commit(event.currentTarget)}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                if (event.key === 'Enter') commit(event.currentTarget);
              }}
            />
            <button
              type="button"
              className="quantity-stepper__step"
              aria-label={t('Increase quantity of {product}', { product: name })}
              disabled={removing}
              onClick={() => onQuantity(line.uid, quantity + 1)}
            >
              +
            </button>
          </div>
          <button type="button" className="cart-line__remove" aria-label={t('Remove {product} from cart', { product: name })} disabled={removing} onClick={() => onRemove(line.uid)}>
            <CloseIcon />
          </button>
        </div>
        {error ? (
          <p id={`${inputId}-error`} className="cart-line__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <p className="cart-line__total">{money(line.prices?.row_total_including_tax)}</p>
    </li>
  );
}

/** A code field with its own stored error under it (storefront.md §8). */
function CodeForm({ id, label, action, error, onSubmit }: { id: string; label: string; action: string; error: string | undefined; onSubmit: (code: string) => CodeSubmission }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('code');
    if (!(input instanceof HTMLInputElement)) return;
    // An applied code is listed above the field: the field empties for the next one.
    void onSubmit(input.value)?.then((result) => {
      if (result.ok) form.reset();
    });
  };
  return (
    <form className="cart-code" onSubmit={submit} noValidate>
      <label className="cart-code__label" htmlFor={id}>
        {label}
      </label>
      <div className="cart-code__row">
        <input id={id} name="code" className="cart-code__input" autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        <button type="submit" className="button">
          {action}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="cart-code__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function Row({ label, value, className = '' }: { label: string; value: string; className?: string }) {
  return (
    <div className={`cart-totals__row ${className}`.trim()}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Totals({ cart }: { cart: CartView }) {
  const prices = cart.prices;
  if (!prices) return null;
  const vat = (prices.applied_taxes ?? []).reduce((sum, tax) => sum + (tax?.amount.value ?? 0), 0);
  const currency = prices.grand_total?.currency ?? 'EUR';
  const giftCards = prices.giftcards_amount?.value ?? 0;
  return (
    <dl className="cart-totals">
      <Row label={t('Subtotal')} value={money(prices.subtotal_including_tax)} />
      {(prices.discounts ?? []).map((discount, index) =>
        discount ? <Row key={index} label={discount.label ?? t('Discount')} value={formatMoney({ value: -Math.abs(discount.amount.value ?? 0), currency: discount.amount.currency ?? currency })} /> : null,
      )}
      {giftCards > 0 ? <Row label={t('Gift cards')} value={formatMoney({ value: -giftCards, currency })} /> : null}
      <Row label={t('Grand total')} value={money(prices.grand_total)} className="cart-totals__grand" />
      {vat > 0 ? <Row label={t('VAT included')} value={formatMoney({ value: vat, currency })} className="cart-totals__vat" /> : null}
    </dl>
  );
}

/**
 * The cart sidebar's content (issue 7 §1–2): lines with image (170×170, §9), variant, quantity
 * stepper, remove and row total; the coupon and gift card code fields, each with its own error;
 * totals with discounts, gift cards and VAT; the way to checkout. Rendered in the browser only.
 */
export function CartSidebarView(props: CartSidebarViewProps) {
  const { cart, status, pending, removing, errors } = props;
  if (!cart) {
    return <p className="cart-sidebar__message">{status === 'error' ? (errors.load ?? t('Something went wrong')) : t('Loading cart…')}</p>;
  }
  if (cart.items.length === 0) return <p className="cart-sidebar__message">{t('Your cart is empty')}</p>;
  const coupon = cart.applied_coupons?.[0]?.code ?? null;
  const giftCards = (cart.applied_gift_cards ?? []).flatMap((card) => (card?.code ? [card.code] : []));
  return (
    <>
      <ul className="cart-lines">
        {cart.items.map((line) => (
          <CartLineRow
            key={line.uid}
            line={line}
            quantity={pending[line.uid] ?? line.quantity}
            removing={Boolean(removing[line.uid])}
            error={props.lineErrors?.[line.uid]}
            onQuantity={props.onQuantity}
            onRemove={props.onRemove}
          />
        ))}
      </ul>
      <div className="cart-sidebar__codes">
        {coupon ? (
          <p className="cart-code__applied">
            <span>{`${t('Coupon code')}: ${coupon}`}</span>
            <button type="button" className="cart-line__remove" aria-label={t('Remove coupon {code}', { code: coupon })} onClick={props.onRemoveCoupon}>
              <CloseIcon />
            </button>
          </p>
        ) : (
          <CodeForm id="cart-coupon" label={t('Coupon code')} action={t('Apply coupon')} error={errors.applyCoupon} onSubmit={props.onApplyCoupon} />
        )}
        {errors.removeCoupon ? <p className="cart-code__error" role="alert">{errors.removeCoupon}</p> : null}
        {giftCards.map((code) => (
          <p key={code} className="cart-code__applied">
            <span>{`${t('Gift card code')}: ${code}`}</span>
            <button type="button" className="cart-line__remove" aria-label={t('Remove gift card {code}', { code })} onClick={() => props.onRemoveGiftCard(code)}>
              <CloseIcon />
            </button>
          </p>
        ))}
        <CodeForm id="cart-gift-card" label={t('Gift card code')} action={t('Apply gift card')} error={errors.applyGiftCard} onSubmit={props.onApplyGiftCard} />
        {errors.removeGiftCard ? <p className="cart-code__error" role="alert">{errors.removeGiftCard}</p> : null}
      </div>
      <Totals cart={cart} />
      <a className="button button--primary cart-sidebar__checkout" href="/checkout">
        {t('Go to checkout')}
      </a>
    </>
  );
}
