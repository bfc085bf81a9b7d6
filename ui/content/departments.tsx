import { t } from '../i18n/t';

type Department = { id: number; name: string; phone: string | null; email: string | null; hours: string | null };

/** `tel:` target of a phone number as an editor types it ('+372 600 1234'). */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Departments (customer.md §2): name, phone, e-mail and opening hours of each. */
export function Departments({ title, departments }: { title: string; departments: readonly Department[] }) {
  return (
    <section className="departments">
      <h2>{title}</h2>
      <ul className="departments__list">
        {departments.map((department) => (
          <li key={department.id} className="departments__item">
            <h3>{department.name}</h3>
            <dl>
              {department.phone ? (
                <div>
                  <dt>{t('Phone')}</dt>
                  <dd>
                    <a href={telHref(department.phone)}>{department.phone}</a>
                  </dd>
                </div>
              ) : null}
              {department.email ? (
                <div>
                  <dt>{t('E-mail')}</dt>
                  <dd>
                    <a href={`mailto:${department.email}`}>{department.email}</a>
                  </dd>
                </div>
              ) : null}
              {department.hours ? (
                <div>
                  <dt>{t('Opening hours')}</dt>
                  <dd>{department.hours}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
