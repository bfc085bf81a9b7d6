import type { FocusEvent, FormEvent, KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import * as z from 'zod/mini';
import { t } from '../i18n/t';

export const LIVE_SEARCH_VARIANTS = ['header', 'page'] as const;

/** Props of the live-search island; `id` is the input's id (the listbox and options derive theirs). */
export const liveSearchPropsSchema = z.object({
  id: z.string(),
  placeholder: z.string(),
  variant: z.enum(LIVE_SEARCH_VARIANTS),
  /** The term the page was opened with (`/search?term=`), shown in the box. */
  term: z.optional(z.string()),
});
export type LiveSearchProps = z.output<typeof liveSearchPropsSchema>;

export type LiveSearchViewProps = LiveSearchProps & {
  /** The panel under the box is shown (the box has focus and Escape did not close it). */
  expanded: boolean;
  /** Number of options in `options`; the listbox counts as expanded only with at least one. */
  optionCount: number;
  /** The `<li role="option">` elements (see live-search-options.tsx). */
  options?: ReactNode;
  /** What the options are: popular terms for an empty box, or results of the term. */
  optionsKind: 'term' | 'product';
  /** Id of the active (keyboard-highlighted) option, if any. */
  activeOptionId: string | undefined;
  /** Shown in the open panel under the options (nothing found, failure). */
  message: string;
  /** Screen-reader announcement (result count); the live region is always rendered. */
  status: string;
  inputRef?: Ref<HTMLInputElement>;
  onInput?: (event: FormEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLDivElement>) => void;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

/** The state the server renders and the island hydrates with: nothing typed, everything closed. */
export const INITIAL_LIVE_SEARCH_STATE = {
  expanded: false,
  optionCount: 0,
  optionsKind: 'term',
  activeOptionId: undefined,
  message: '',
  status: '',
} as const satisfies Omit<LiveSearchViewProps, keyof LiveSearchProps>;

export const listboxId = (id: string) => `${id}-listbox`;
/** Keep the input focused while an option is clicked (the link still navigates). */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The search box with live results (storefront.md §2 header search; customer.md §2 404 page).
 * Before hydration it is the plain GET form to /search (the markup of the former
 * ui/search/search-form.tsx) plus the listbox attributes and the closed listbox; the island adds the results (a
 * searchbox with `aria-activedescendant`, as close to ARIA 1.2's combobox as a search input may
 * be) and popular terms. Hydration never changes the header's size (on phones the header's box
 * is in a popover: ui/header/header-search.tsx).
 */
export function LiveSearchView(props: LiveSearchViewProps) {
  const { id, placeholder, variant, term, expanded, optionCount, message } = props;
  const open = expanded && optionCount > 0;
  return (
    <div className={`live-search live-search--${variant}`} onFocus={props.onFocus} onBlur={props.onBlur}>
      <form role="search" action="/search" method="get" className="search-form" onSubmit={props.onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          {placeholder}
        </label>
        <input
          ref={props.inputRef}
          id={id}
          // type="search" (storefront.md §2 "search input type"). ARIA in HTML allows no
          // role="combobox" and no aria-expanded on a search input (the Nu checker refuses both),
          // so it stays a searchbox that controls the listbox and points at the active option;
          // the live region below announces the results. No enterKeyHint: a search input has the
          // keyboard's search key already.
          type="search"
          name="term"
          defaultValue={term}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={200}
          aria-autocomplete="list"
          aria-controls={listboxId(id)}
          aria-activedescendant={open ? props.activeOptionId : undefined}
          onInput={props.onInput}
          onKeyDown={props.onKeyDown}
        />
        <button type="submit" className="search-form__submit">
          <span className="visually-hidden">{t('Search')}</span>
          <SearchIcon />
        </button>
      </form>
      <div className="live-search__panel" hidden={!open && !(expanded && message)} onMouseDown={keepFocus}>
        <ul id={listboxId(id)} role="listbox" className="live-search__options" aria-label={props.optionsKind === 'term' ? t('Popular searches') : t('Search results')}>
          {props.options}
        </ul>
        {message ? <p className="live-search__message">{message}</p> : null}
      </div>
      <p className="visually-hidden" role="status">
        {props.status}
      </p>
    </div>
  );
}

/** The magnifier of the plain search form. */
function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
