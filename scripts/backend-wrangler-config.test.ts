// The reference backend has no public address (issue 17 item 6): production reaches it only through
// the storefront's BACKEND service binding. Read with wrangler's own config reader, so the test
// sees what `wrangler deploy` would (environments inherit top-level keys there).
import { join } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';

const configPath = join(import.meta.dirname, '../backend/wrangler.toml');

describe('backend/wrangler.toml', () => {
  it.each([undefined, 'production'])('turns off the workers.dev address and preview URLs (env %s)', (env) => {
    const config = unstable_readConfig({ config: configPath, env }, { hideWarnings: true });
    expect({ workers_dev: config.workers_dev, preview_urls: config.preview_urls }).toEqual({ workers_dev: false, preview_urls: false });
  });
});
