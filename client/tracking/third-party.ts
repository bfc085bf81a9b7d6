import type { ConsentCategory } from '../../domain/consent';

/**
 * Third-party scripts (issue 10 points 1, 4, 6), each only after the consent it needs, through
 * hydrogen-react's `loadScript` (a plain `<script src>` added by our code: allowed by the CSP's
 * 'strict-dynamic', no inline script, no eval). Its chunk loads only when something is configured
 * and consented. The ids come from the footer (ui/footer/footer.tsx), checked again here.
 * A chunk of its own, loaded only when something is configured (client/tracking/consent-start.ts);
 * the consent API is handed in, so it imports nothing of the boot module.
 */
export type ThirdPartyContext = {
  gtm: string;
  chat: string;
  whenConsented: (category: ConsentCategory, run: () => void) => void;
  push: (item: unknown) => void;
};
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const CHAT_KEY = /^[A-Za-z0-9-]{8,64}$/;
/** storefront.md §4, §9. */
export const CHAT_DELAY_MS = 8000;

function load(src: string, attributes?: Record<string, string>): void {
  import('@shopify/hydrogen-react/load-script')
    .then(({ loadScript }) => loadScript(src, { in: 'head', ...(attributes ? { attributes } : {}) }))
    // A blocked or missing third party is only a warning: the shop works without it.
    .catch(() => console.warn(`Third-party script did not load: ${src}`));
}

/** Checkout's payment step (`/checkout?step=payment`): no chat over the payment form. */
export function isPaymentStep(url: URL): boolean {
  return url.pathname === '/checkout' && url.searchParams.get('step') === 'payment';
}

export function startThirdParties({ gtm, chat, whenConsented, push }: ThirdPartyContext): void {
  if (GTM_ID.test(gtm)) {
    whenConsented('analytics', () => {
      push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      load(`https://www.googletagmanager.com/gtm.js?id=${gtm}`);
    });
  }
  if (CHAT_KEY.test(chat)) {
    const later = () =>
      setTimeout(() => {
        whenConsented('functional', () => {
          if (!isPaymentStep(new URL(location.href))) load(`https://static.zdassets.com/ekr/snippet.js?key=${chat}`, { id: 'ze-snippet' });
        });
      }, CHAT_DELAY_MS);
    if (document.readyState === 'complete') later();
    else addEventListener('load', later, { once: true });
  }
}
