import { IMAGE_SIZES } from '../../domain/image-url';
import { formatMoney, type Money } from '../../domain/money';
import { t } from '../i18n/t';
import { Image } from '../media/image';

export type OrderSummaryLine = {
  uid: string;
  name: string;
  quantity: number;
  imageUrl: string | null;
  /** "Colour: Grey" lines of a configurable product's chosen variant. */
  options: readonly string[];
  rowTotal: Money | null;
};

export type OrderSummaryProps = {
  lines: readonly OrderSummaryLine[];
  subtotal: Money | null;
  discounts: readonly { label: string; amount: Money }[];
  /** The chosen delivery and its price, once one is set on the cart. */
  shipping: { title: string; amount: Money } | null;
  services: readonly { label: string; amount: Money }[];
  /** What gift cards pay of the cart, when any is applied: the grand total is what is left. */
  giftCards?: Money | null;
  grandTotal: Money | null;
};

/** The cart in checkout: lines with 100×100 images (storefront.md §9) and the backend's totals. */
export function OrderSummary({ lines, subtotal, discounts, shipping, services, giftCards, grandTotal }: OrderSummaryProps) {
  const { width, height } = IMAGE_SIZES.checkout;
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {t('Order summary')}
      </h2>
      <ul className="order-summary__lines">
        {lines.map((line) => (
          <li key={line.uid} className="order-summary__line">
            <Image url={line.imageUrl} alt="" width={width} height={height} className="order-summary__image" />
            <div className="order-summary__text">
              <p className="order-summary__name">{line.name}</p>
              {line.options.map((option) => (
                <p key={option} className="order-summary__option">
                  {option}
                </p>
              ))}
              <p className="order-summary__quantity">{t('{qty} pcs', { qty: line.quantity })}</p>
            </div>
            <p className="order-summary__row-total">{line.rowTotal ? formatMoney(line.rowTotal) : null}</p>
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        {subtotal ? (
          <div>
            <dt>{t('Subtotal')}</dt>
            <dd>{formatMoney(subtotal)}</dd>
          </div>
        ) : null}
        {discounts.map((discount) => (
          <div key={discount.label}>
            <dt>{discount.label}</dt>
            <dd>−{formatMoney(discount.amount)}</dd>
          </div>
        ))}
        {shipping ? (
          <div>
            <dt>{shipping.title}</dt>
            <dd>{formatMoney(shipping.amount)}</dd>
          </div>
        ) : null}
        {services.map((service) => (
          <div key={service.label}>
            <dt>{service.label}</dt>
            <dd>{formatMoney(service.amount)}</dd>
          </div>
        ))}
        {giftCards ? (
          <div>
            <dt>{t('Gift cards')}</dt>
            <dd>−{formatMoney(giftCards)}</dd>
          </div>
        ) : null}
        {grandTotal ? (
          <div className="order-summary__grand-total">
            <dt>{t('Grand total')}</dt>
            <dd>{formatMoney(grandTotal)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="order-summary__vat">{t('Prices include VAT')}</p>
    </aside>
  );
}
