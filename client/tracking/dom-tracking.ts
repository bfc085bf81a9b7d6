import { TRACK_ITEM_ATTRIBUTE, TRACK_LIST_ATTRIBUTE, TRACK_LIST_CATEGORIES_ATTRIBUTE, TRACK_PROMOTION_ATTRIBUTE, TRACK_SEARCH_ATTRIBUTE } from '../../ui/product/tracking-markers';
import type { TrackEvent, TrackItem, TrackPromotion } from './events';

let track: (event: TrackEvent) => void = () => {};

/**
 * Tracking for what the server renders (ui/product/tracking-markers.ts): product lists
 * (category, search, home and CMS product widgets) and CMS promotions (hero slides, notices)
 * are "viewed" when they first scroll into sight and "selected" when a link inside them is
 * followed; the search page reports its term. One delegated listener, no island needed.
 * Started once analytics consent is granted: what is in sight then counts as viewed.
 */
/*
 * The markers' JSON is the server's own (ui/product/tracking-markers.ts); each is still checked
 * field by field before it is sent. Plain checks, not zod: this chunk loads on every page once
 * analytics is granted, and zod would be 6 KB gzip of it.
 */
const record = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
const text = (value: unknown): value is string => typeof value === 'string';

function readJson(raw: string | null): unknown {
  try {
    return JSON.parse(raw ?? '');
  } catch {
    return null;
  }
}

function itemData(raw: string | null): { sku: string; name: string; price: number } | null {
  const item = record(readJson(raw));
  return item && text(item.sku) && text(item.name) && typeof item.price === 'number' ? { sku: item.sku, name: item.name, price: item.price } : null;
}

function listCategories(raw: string | null): string[] | null {
  const list = readJson(raw);
  return Array.isArray(list) && list.every(text) ? list : null;
}

function promotionData(raw: string | null): TrackPromotion | null {
  const promotion = record(readJson(raw));
  if (!promotion || !text(promotion.id) || !text(promotion.name)) return null;
  if ((promotion.creative !== undefined && !text(promotion.creative)) || (promotion.slot !== undefined && !text(promotion.slot))) return null;
  return {
    id: promotion.id,
    name: promotion.name,
    ...(text(promotion.creative) ? { creative: promotion.creative } : {}),
    ...(text(promotion.slot) ? { slot: promotion.slot } : {}),
  };
}

const promotionOf = (element: Element): TrackPromotion | null => promotionData(element.getAttribute(TRACK_PROMOTION_ATTRIBUTE));

/** The list's items; on a category listing each carries the category path (item_category…). */
function itemsOf(list: Element): TrackItem[] {
  const categories = listCategories(list.getAttribute(TRACK_LIST_CATEGORIES_ATTRIBUTE));
  return Array.from(list.querySelectorAll(`[${TRACK_ITEM_ATTRIBUTE}]`)).flatMap((element, index) => {
    const item = itemData(element.getAttribute(TRACK_ITEM_ATTRIBUTE));
    return item ? [{ ...item, index, ...(categories?.length ? { categories } : {}) }] : [];
  });
}

/** `threshold`: the share of the element in sight that counts (a list taller than the screen never shows half of itself). */
function whenSeen(element: Element, run: () => void, threshold = 0): void {
  if (typeof IntersectionObserver !== 'function') return run();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) return;
      observer.disconnect();
      run();
    },
    { threshold },
  );
  observer.observe(element);
}

function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!link) return;
  const card = link.closest(`[${TRACK_ITEM_ATTRIBUTE}]`);
  const list = card?.closest(`[${TRACK_LIST_ATTRIBUTE}]`);
  if (card && list) {
    const item = itemsOf(list).find((_, index) => list.querySelectorAll(`[${TRACK_ITEM_ATTRIBUTE}]`)[index] === card);
    const name = list.getAttribute(TRACK_LIST_ATTRIBUTE) ?? '';
    if (item) track({ type: 'select_item', list: name, items: [item] });
    return;
  }
  const promotion = link.closest(`[${TRACK_PROMOTION_ATTRIBUTE}]`);
  const data = promotion ? promotionOf(promotion) : null;
  if (data) track({ type: 'select_promotion', promotion: data });
}

/** `publish`: the bus (client/tracking/tracker.ts), handed in so this chunk imports nothing of the boot module. */
export function startDomTracking(publish: (event: TrackEvent) => void): void {
  track = publish;
  const search = document.querySelector(`[${TRACK_SEARCH_ATTRIBUTE}]`);
  if (search) track({ type: 'view_search_results', term: search.getAttribute(TRACK_SEARCH_ATTRIBUTE) ?? '' });
  for (const list of document.querySelectorAll(`[${TRACK_LIST_ATTRIBUTE}]`)) {
    whenSeen(list, () => {
      const items = itemsOf(list);
      if (items.length) track({ type: 'view_item_list', list: list.getAttribute(TRACK_LIST_ATTRIBUTE) ?? '', items });
    });
  }
  for (const element of document.querySelectorAll(`[${TRACK_PROMOTION_ATTRIBUTE}]`)) {
    whenSeen(element, () => {
      const promotion = promotionOf(element);
      if (promotion) track({ type: 'view_promotion', promotion });
    }, 0.5);
  }
  document.addEventListener('click', onClick);
}
