import { describe, expect, it } from 'vitest';
import { CMS_BLOCKS_QUERY, type CmsBlocksQuery } from '../../../../graphql/documents';
import { getGraphql, queryData } from '../../../test/graphql-request';

describe('cmsBlocks', () => {
  it('returns blocks in the order asked, with Estonian HTML', async () => {
    const { cmsBlocks } = await queryData<CmsBlocksQuery>(CMS_BLOCKS_QUERY, { identifiers: ['footer-info', 'home-hero'] });
    expect(cmsBlocks!.items!.map((b) => b!.identifier)).toEqual(['footer-info', 'home-hero']);
    expect(cmsBlocks!.items![1]).toEqual({ identifier: 'home-hero', title: 'Avalehe bänner', content: expect.stringContaining('<h1>Mööbel, mis teeb kodu koduks</h1>') });
  });

  it('answers an unknown identifier with a null item and a no-such-entity error beside the known ones', async () => {
    const { response, body } = await getGraphql<CmsBlocksQuery>(CMS_BLOCKS_QUERY, { identifiers: ['home-hero', 'missing-block'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.data!.cmsBlocks!.items).toEqual([expect.objectContaining({ identifier: 'home-hero' }), null]);
    expect(body.errors).toEqual([
      {
        message: 'The CMS block with the "missing-block" ID doesn\'t exist.',
        extensions: { category: 'graphql-no-such-entity' },
        locations: [expect.any(Object)],
        path: ['cmsBlocks', 'items', 1],
      },
    ]);
  });

  it('requires identifiers', async () => {
    const { body } = await getGraphql(CMS_BLOCKS_QUERY, { identifiers: [] });
    expect(body.errors![0]).toMatchObject({ message: '"identifiers" of CMS blocks should be specified', extensions: { category: 'graphql-input' } });
  });
});
