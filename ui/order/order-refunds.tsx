import { t } from '../i18n/t';
import { minus, orderMoney } from './order-summary';

/** An amount as Magento answers it (Money: both fields nullable). */
type RefundMoney = { value?: number | null; currency?: string | null } | null | undefined;

export type OrderRefundsData = {
  credit_memos?: readonly ({
    id: string;
    number: string;
    items?: readonly ({ id: string; product_name?: string | null; product_sku: string; quantity_refunded?: number | null } | null)[] | null;
    total?: { grand_total: RefundMoney; total_tax: RefundMoney; total_shipping: RefundMoney; adjustment: RefundMoney } | null;
  } | null)[] | null;
};

const cents = (amount: RefundMoney) => Math.round((amount?.value ?? 0) * 100);

/**
 * The order's refunds on my-account's order page (issue 10 `refund`): each credit memo with its
 * refunded pieces and what was given back, VAT included (its `grand_total`: pieces, shipping and
 * adjustments), as a deduction with U+2212 like every negative amount; with more than one, the sum.
 * Nothing when the order has no credit memo. Server-rendered only (no island, no script).
 */
export function OrderRefunds({ order, idPrefix }: { order: OrderRefundsData; idPrefix: string }) {
  const memos = (order.credit_memos ?? []).filter((memo) => memo !== null);
  if (!memos.length) return null;
  const total = memos.reduce((sum, memo) => sum + cents(memo.total?.grand_total), 0);
  const currency = memos[0]?.total?.grand_total?.currency ?? 'EUR';
  return (
    <section className="account-order__refunds" aria-labelledby={`${idPrefix}-refunds`}>
      <h2 id={`${idPrefix}-refunds`} className="order-details__heading">
        {t('Refunds')}
      </h2>
      {memos.map((memo) => {
        const items = (memo.items ?? []).filter((item) => item !== null);
        return (
          <article key={memo.id} className="account-order__refund" aria-labelledby={`${idPrefix}-refund-${memo.number}`}>
            <h3 id={`${idPrefix}-refund-${memo.number}`} className="account-order__refund-heading">
              {t('Credit memo {number}', { number: memo.number })}
            </h3>
            {items.length ? (
              <ul className="account-order__refund-lines">
                {items.map((item) => (
                  <li key={item.id}>
                    {item.product_name ?? item.product_sku} ({t('SKU')}: {item.product_sku}), {t('Quantity').toLowerCase()} {item.quantity_refunded ?? ''}
                  </li>
                ))}
              </ul>
            ) : null}
            <dl className="order-details__totals">
              {cents(memo.total?.total_shipping) > 0 ? (
                <div>
                  <dt>{t('Delivery')}</dt>
                  <dd>{minus(memo.total?.total_shipping)}</dd>
                </div>
              ) : null}
              {cents(memo.total?.adjustment) > 0 ? (
                <div>
                  <dt>{t('Refund adjustment')}</dt>
                  <dd>{orderMoney(memo.total?.adjustment)}</dd>
                </div>
              ) : null}
              <div className="order-details__grand-total">
                <dt>{t('Refunded')}</dt>
                <dd>{minus(memo.total?.grand_total)}</dd>
              </div>
              <div className="order-details__tax">
                <dt>{t('Including VAT')}</dt>
                <dd>{orderMoney(memo.total?.total_tax)}</dd>
              </div>
            </dl>
          </article>
        );
      })}
      {memos.length > 1 ? (
        <dl className="order-details__totals">
          <div className="order-details__grand-total">
            <dt>{t('Refunded in total')}</dt>
            <dd>{minus({ value: total / 100, currency })}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
