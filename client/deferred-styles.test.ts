import { describe, expect, it } from 'vitest';
import { DEFERRED_STYLE_ATTRIBUTE } from '../ui/style-markers';
import { applyDeferredStyles } from './deferred-styles';

/** Just enough of a `<link>`: its media, whether its sheet has loaded, and its load listener. */
function fakeLink(loaded: boolean) {
  let onLoad: (() => void) | undefined;
  const link = {
    media: 'print',
    sheet: loaded ? {} : null,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad = listener;
    },
    load: () => onLoad?.(),
  };
  return link;
}

function fakeRoot(links: ReturnType<typeof fakeLink>[]) {
  return {
    querySelectorAll: (selector: string) => (selector === `link[${DEFERRED_STYLE_ATTRIBUTE}]` ? links : []),
  } as unknown as ParentNode;
}

describe('applyDeferredStyles', () => {
  it('applies a loaded sheet at once, a loading one when it has loaded, never before', () => {
    const loaded = fakeLink(true);
    const loading = fakeLink(false);
    applyDeferredStyles(fakeRoot([loaded, loading]));
    expect(loaded.media).toBe('all');
    expect(loading.media).toBe('print');
    loading.load();
    expect(loading.media).toBe('all');
  });
});
