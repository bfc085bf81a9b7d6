import { describe, expect, it } from 'vitest';
import { CmsBlocksSchema, cmsBlocksEntry, cmsBlocksFamily } from './cms-blocks';

describe('cmsBlocksEntry', () => {
  it('keys the sorted, deduplicated identifiers under v1:', () => {
    expect(cmsBlocksEntry(['home-hero', 'footer-links', 'home-hero']).key).toBe('v1:cms-blocks:footer-links,home-hero');
    expect(cmsBlocksEntry(['footer-links', 'home-hero']).key).toBe(cmsBlocksEntry(['home-hero', 'footer-links']).key);
  });

  it('tags the entry with every block it holds', () => {
    expect(cmsBlocksEntry(['b', 'a']).tags).toEqual(['cms-blocks', 'cms-block:a', 'cms-block:b']);
  });

  it('reads the tags back from a key, even for identifiers with separators', () => {
    const entry = cmsBlocksEntry(['x,y', 'a:b']);
    expect(entry.key).toBe('v1:cms-blocks:a%3Ab,x%2Cy');
    expect(cmsBlocksFamily.tagsOfKey(entry.key)).toEqual(['cms-blocks', 'cms-block:a:b', 'cms-block:x,y']);
  });

  it("refuses identifiers that would exceed KV's 512-byte key limit", () => {
    const ids = Array.from({ length: 40 }, (_, i) => `block-identifier-${i}`);
    expect(() => cmsBlocksEntry(ids)).toThrow(RangeError);
  });
});

describe('CmsBlocksSchema', () => {
  it('accepts Magento cmsBlocks items and rejects an item without content', () => {
    const block = { identifier: 'footer-links', title: 'Footer', content: '<p>Hi</p>' };
    expect(CmsBlocksSchema.safeParse([block]).success).toBe(true);
    expect(CmsBlocksSchema.safeParse([{ ...block, content: undefined }]).success).toBe(false);
  });
});
