import { t } from '../i18n/t';

/** Banks and the loan partner whose payment methods the store accepts. */
const BANKS = [
  { id: 'swedbank', name: 'Swedbank' },
  { id: 'seb', name: 'SEB' },
  { id: 'lhv', name: 'LHV' },
  { id: 'luminor', name: 'Luminor' },
  { id: 'coop', name: 'Coop Pank' },
  { id: 'citadele', name: 'Citadele' },
  { id: 'inbank', name: 'Inbank' },
] as const;

export function BankLogos() {
  return (
    <section className="bank-logos" aria-label={t('Payment methods')}>
      <ul>
        {BANKS.map((bank) => (
          <li key={bank.id}>
            <img src={`/banks/${bank.id}.svg`} alt={bank.name} width={96} height={32} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </section>
  );
}
