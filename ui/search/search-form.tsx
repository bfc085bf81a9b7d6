import { t } from '../i18n/t';

type SearchFormProps = { placeholder: string; className?: string; id: string };

/**
 * A plain GET form to /search: works before (and without) JavaScript. The live-results
 * island (catalogue issue) enhances it in place.
 */
export function SearchForm({ placeholder, className, id }: SearchFormProps) {
  return (
    <form role="search" action="/search" method="get" className={`search-form ${className ?? ''}`.trim()}>
      <label htmlFor={id} className="visually-hidden">
        {placeholder}
      </label>
      <input id={id} type="search" name="term" placeholder={placeholder} autoComplete="off" enterKeyHint="search" maxLength={200} />
      <button type="submit" className="search-form__submit">
        <span className="visually-hidden">{t('Search')}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
