import { t } from '../i18n/t';

/**
 * /payment-fail (customer.md §2): the payment did not go through. The payment provider sent the
 * shopper here with `?cartId=`, which the edge turned back into their cart and the notice 'Makse
 * ebaõnnestus, sinu ostukorv on taastatud' (worker/middleware/cart-id-restore.ts); this page says
 * what happened and where to go on. Nothing here is personal: the same HTML for everyone.
 */
export function PaymentFailPage() {
  return (
    <section className="payment-fail" aria-labelledby="payment-fail-heading">
      <h1 id="payment-fail-heading">{t('Payment failed')}</h1>
      <p>{t('The payment did not go through and nothing was charged. The order was cancelled and your cart has been restored with its products.')}</p>
      <p>{t('You can try again with the same or another payment method.')}</p>
      <p className="payment-fail__actions">
        <a className="button button--primary" href="/checkout">
          {t('Back to checkout')}
        </a>
        <a className="button" href="/">
          {t('Go to home page')}
        </a>
      </p>
    </section>
  );
}
