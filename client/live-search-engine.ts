/**
 * Everything the live search needs once the shopper focuses or types in the box, loaded then
 * (client/lazy-module.ts) rather than with the island: request and reply handling, the
 * debounced search store, popular terms and the option rendering.
 */
export { LiveSearchOptions, optionId } from '../ui/islands/live-search-options';
export { $popularSearchTerms, loadPopularSearchTerms } from './stores/popular-search-terms';
export { createLiveSearch, liveSearchOptions, moveActiveOption } from './stores/live-search';
