import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsentBanner, CONSENT_BANNER_MARKER } from './consent-banner';
import { CONSENT_BANNER_ATTRIBUTE } from './consent-markers';

describe('ConsentBanner', () => {
  it('carries the marker the boot module looks for (spelled out in both modules)', () => {
    expect(CONSENT_BANNER_MARKER).toBe(CONSENT_BANNER_ATTRIBUTE);
    expect(renderToStaticMarkup(<ConsentBanner returnTo="/" initial={null} />)).toContain(`${CONSENT_BANNER_ATTRIBUTE}=""`);
  });

  it('first visit: settings closed, nothing optional ticked, necessary always on', () => {
    const html = renderToStaticMarkup(<ConsentBanner returnTo="/c/diivanid.html" initial={null} />);
    expect(html).toContain('<details class="consent-banner__settings"><summary>Seaded</summary>');
    expect(html).toContain('<input type="checkbox" disabled="" checked=""/><span>Vajalikud');
    expect(html).not.toMatch(/name="(analytics|marketing|functional)" checked/);
    expect(html).toContain('<input type="hidden" name="return" value="/c/diivanid.html"/>');
  });

  it('reopened: settings open, the stored choice ticked', () => {
    const html = renderToStaticMarkup(<ConsentBanner returnTo="/" initial={{ analytics: true, marketing: false, functional: true }} settings />);
    expect(html).toContain('<details class="consent-banner__settings" open="">');
    expect(html).toContain('name="analytics" checked=""');
    expect(html).toContain('name="functional" checked=""');
    expect(html).not.toContain('name="marketing" checked=""');
  });
});
