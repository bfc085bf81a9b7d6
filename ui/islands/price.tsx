import { formatMoney } from '../../domain/money';
import { t } from '../i18n/t';

export type PriceProps = { final: number; regular: number; currency: string; className?: string };

/** Final price; the regular price struck through after it when it is higher (issue 3). */
export function Price({ final, regular, currency, className }: PriceProps) {
  const discounted = regular > final;
  return (
    <span className={className ? `price-pair ${className}` : 'price-pair'}>
      <span className={discounted ? 'price price--special' : 'price'}>{formatMoney({ value: final, currency })}</span>
      {discounted ? (
        <s className="price price--regular">
          <span className="visually-hidden">{t('Regular price')} </span>
          {formatMoney({ value: regular, currency })}
        </s>
      ) : null}
    </span>
  );
}
