import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { StoredConsent } from '../../domain/consent';
import { CONSENT_BANNER_MARKER, ConsentBanner, type ConsentBannerProps } from '../../ui/consent/consent-banner';

/*
 * The consent banner rendered in the browser (a chunk of its own) when the footer's 'Cookie
 * settings' asks for it: the category toggles open, focus on its heading.
 * The same component as the edge's markup (ui/consent/consent-banner.tsx); the boot module's
 * submit handler saves its choice (client/tracking/consent-form.ts removes it).
 */

/** The banner, focused once rendered. */
function ShownBanner(props: ConsentBannerProps) {
  useEffect(() => {
    document.getElementById('consent-banner-title')?.focus();
  }, []);
  return <ConsentBanner {...props} />;
}

/** The container of the banner last rendered here; a removed banner's root is left to the garbage collector. */
let container: HTMLElement | null = null;

type ShowOptions = {
  /** The stored choice: its boxes ticked. */
  stored: StoredConsent | null;
};

/** Show the banner (again), first in the body like the edge's, in place of any banner already there. */
export function showConsentBanner({ stored }: ShowOptions): void {
  for (const old of document.querySelectorAll(`[${CONSENT_BANNER_MARKER}]`)) old.remove();
  container?.remove();
  container = document.createElement('div');
  document.body.insertBefore(container, document.body.firstChild);
  createRoot(container).render(<ShownBanner settings initial={stored} returnTo={`${location.pathname}${location.search}`} />);
}
