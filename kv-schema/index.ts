export { KEY_VERSION, KV_MIN_TTL_SECONDS, versionedKey, type KvEntry, type KvEntryFamily, type KvStore } from './kv-entry';
export {
  peekEntry,
  readEntry,
  readThrough,
  writeEntry,
  type ReadThroughOptions,
  type ReadThroughResult,
  type ReadThroughStatus,
} from './read-through';
export { STORE_CONFIG_TAG, StoreConfigSchema, storeConfigEntry, storeConfigFamily, type StoreConfig } from './store-config';
export {
  MENU_TAG,
  MainMenuSchema,
  MenuCategorySchema,
  mainMenuEntry,
  mainMenuFamily,
  type MainMenu,
  type MenuCategory,
} from './main-menu';
export {
  CMS_BLOCKS_TAG,
  CmsBlockSchema,
  CmsBlocksSchema,
  cmsBlockTag,
  cmsBlocksEntry,
  cmsBlocksFamily,
  type CmsBlock,
  type CmsBlocks,
} from './cms-blocks';
export {
  ALL_PAGES_TAG,
  CONTENT_VERSION_MEMORY_SECONDS,
  GLOBAL_CONTENT_TAGS,
  ContentVersionSchema,
  INITIAL_CONTENT_VERSION,
  bumpContentTagVersion,
  bumpContentVersion,
  contentTagVersionEntry,
  contentVersionEntry,
  contentVersionToken,
  contentVersionWrites,
  currentContentVersion,
  readContentVersion,
  type ContentVersion,
} from './content-version';
export { contentHash, contentJson } from './content-hash';
export { CMS_PAGE_FRESH_SECONDS, CMS_PAGES_TAG, StoredCmsPageSchema, cmsPageEntry, cmsPageFamily, type StoredCmsPage } from './cms-page';
export { StoredNewsletterSchema, newsletterConfigEntry, newsletterConfigFamily, type StoredNewsletter } from './newsletter-config';
export { KV_ENTRY_FAMILIES, purgeByTag } from './purge';
