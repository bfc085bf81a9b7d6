import { type FocusEvent, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { t } from '../../ui/i18n/t';
import { type LiveSearchProps, liveSearchPropsSchema, LiveSearchView } from '../../ui/islands/live-search-view';
import { lazyModule } from '../chunk-reload';
import type * as EngineModule from '../live-search-engine';
import type { LiveSearch as Search, LiveSearchState } from '../stores/live-search';

export const propsSchema = liveSearchPropsSchema;

type Engine = typeof EngineModule;
const loadEngine = lazyModule((): Promise<Engine> => import('../live-search-engine'));
const IDLE: LiveSearchState = { term: '', status: 'idle', records: [], total: 0 };

/**
 * Combobox behaviour (ARIA 1.2 pattern): ArrowDown/ArrowUp move the active option, Enter opens
 * it (without one the form submits to /search and the box blurs), Escape closes the list. The engine (results, popular terms) loads on first focus.
 */
export default function LiveSearch(props: LiveSearchProps) {
  const [engine, setEngine] = useState<{ module: Engine; search: Search } | null>(null);
  const [state, setState] = useState(IDLE);
  const [popular, setPopular] = useState<readonly string[] | null>(null);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const typed = () => input.current?.value ?? '';

  const start = () => {
    if (engine) return;
    loadEngine().then(
      (module) => setEngine((current) => current ?? { module, search: module.createLiveSearch() }),
      () => {}, // the plain form still submits to /search
    );
  };

  useEffect(() => {
    // Text typed before hydration (the header island hydrates when idle) is searched at once.
    if (typed() && typed() !== props.term) start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!engine) return;
    const { module, search } = engine;
    const unbindState = search.$state.subscribe(setState);
    const unbindPopular = module.$popularSearchTerms.subscribe(setPopular);
    search.setTerm(typed());
    if (document.activeElement === input.current && !typed().trim()) void module.loadPopularSearchTerms();
    return () => {
      unbindState();
      unbindPopular();
      search.cancel();
    };
  }, [engine]);

  useEffect(() => setActive(-1), [state.records]);

  const options = engine ? engine.module.liveSearchOptions(state, popular) : [];
  const activeIndex = active < options.length ? active : -1;
  const expanded = focused && !dismissed;
  const message =
    state.status === 'failed'
      ? t('Something went wrong')
      : state.status === 'done' && state.records.length === 0
        ? t('Nothing found for "{term}"', { term: state.term })
        : '';
  const status = state.status === 'done' && state.records.length > 0 ? t('{count} products', { count: state.total }) : message;

  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setDismissed(false);
    setActive(-1);
    if (!engine) return start();
    engine.search.setTerm(value);
    if (!value.trim()) void engine.module.loadPopularSearchTerms();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!engine || options.length === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setDismissed(false);
      setActive(dismissed ? (down ? 0 : options.length - 1) : engine.module.moveActiveOption(activeIndex, options.length, down ? 1 : -1));
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      // Enter on an option opens it; without one the form submits (see onSubmit).
      event.preventDefault();
      window.location.assign(options[activeIndex]!.href);
    } else if (event.key === 'Escape') {
      if (expanded && (options.length > 0 || message)) {
        event.preventDefault();
        setDismissed(true);
        setActive(-1);
      } else {
        // Nothing left to dismiss: Escape closes the header's panel on a phone
        // (ui/header/header-search.tsx). Chromium's own Escape stops closing a popover once a
        // keydown inside it was cancelled (the list's Escape above), so it is closed here.
        input.current?.closest<HTMLElement>(':popover-open')?.hidePopover();
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The native GET to /search?term= goes ahead; a blank box goes nowhere.
    if (!typed().trim()) event.preventDefault();
    engine?.search.cancel();
    setDismissed(true);
    input.current?.blur();
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return; // moving inside
    setFocused(true);
    setDismissed(false);
    start();
    if (engine && !typed().trim()) void engine.module.loadPopularSearchTerms();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <LiveSearchView
      {...props}
      expanded={expanded}
      optionCount={options.length}
      options={engine ? <engine.module.LiveSearchOptions id={props.id} options={options} activeIndex={activeIndex} /> : null}
      optionsKind={state.term === '' ? 'term' : 'product'}
      activeOptionId={engine && activeIndex >= 0 ? engine.module.optionId(props.id, activeIndex) : undefined}
      message={message}
      status={status}
      inputRef={input}
      onInput={onInput}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onSubmit={onSubmit}
    />
  );
}
