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

/** Resolves once the script ran, or after a warning when it did not load (never rejects). */
function load(src: string, attributes?: Record<string, string>): Promise<void> {
  return (
    import('@shopify/hydrogen-react/load-script')
      .then(({ loadScript }) => loadScript(src, { in: 'head', ...(attributes ? { attributes } : {}) }))
      .then(() => undefined)
      // A blocked or missing third party is only a warning: the shop works without it.
      .catch(() => console.warn(`Third-party script did not load: ${src}`))
  );
}

/** Checkout's payment step (`/checkout?step=payment`): no chat over the payment form. */
export function isPaymentStep(url: URL): boolean {
  return url.pathname === '/checkout' && url.searchParams.get('step') === 'payment';
}

/**
 * client/stores/ui.ts CHECKOUT_STEP_EVENT (repeated: this chunk imports nothing of the boot
 * module; third-party.test.ts checks they match). The checkout island sends it on every step it
 * shows, after the URL changed (in-page navigation: no page load, no popstate on a step forward).
 */
export const CHECKOUT_STEP_EVENT = 'vsf-checkout-step';

type ChatWindow = { zE?: unknown };

/**
 * Show or hide the chat widget through Zendesk's API: `zE('messenger', 'show' | 'hide')`
 * (messaging, https://developer.zendesk.com/api-reference/widget-messaging/web/core/) and
 * `zE('webWidget', 'show' | 'hide')` (the classic Web Widget); a key names one or the other, so
 * both are asked. Nothing when the snippet has not defined `zE`; a `zE` that throws is a warning,
 * never an error: the checkout goes on without the chat.
 */
export function setChatVisible(visible: boolean, win: ChatWindow = globalThis as ChatWindow): void {
  const zE = win.zE;
  if (typeof zE !== 'function') return;
  for (const widget of ['messenger', 'webWidget']) {
    try {
      (zE as (widget: string, command: string) => void)(widget, visible ? 'show' : 'hide');
    } catch (error) {
      console.warn('Chat widget:', error);
    }
  }
}

/**
 * The chat of a page (storefront.md §4, §9): `due()` once its delay is over and functional consent
 * is given; `follow()` on every checkout step change. Never loaded while the page is on the payment
 * step (loaded when the shopper leaves it), hidden when the shopper reaches the payment step with
 * the chat already there (a conversation stays open otherwise: in-page navigation keeps the
 * widget), shown again on leaving. Only what it hid is shown again.
 */
export function chatWidget(src: string, { onPaymentStep = () => isPaymentStep(new URL(location.href)), loadChat = () => load(src, { id: 'ze-snippet' }), win }: ChatOptions = {}) {
  let isDue = false;
  let loading = false;
  /** The script ran: from here on `zE` may exist (the snippet defines it, queuing early calls). */
  let loaded = false;
  let hidden = false;
  const follow = (): void => {
    const payment = onPaymentStep();
    if (isDue && !loading && !payment) {
      loading = true;
      void loadChat().then(() => {
        loaded = true;
        // The shopper may have reached the payment step while it loaded.
        follow();
      });
    }
    if (loaded && payment !== hidden) {
      hidden = payment;
      setChatVisible(!payment, win);
    }
  };
  const due = (): void => {
    isDue = true;
    follow();
  };
  return { due, follow };
}

export type ChatOptions = { onPaymentStep?: () => boolean; loadChat?: () => Promise<void>; win?: ChatWindow };

export function startThirdParties({ gtm, chat, whenConsented, push }: ThirdPartyContext): void {
  if (GTM_ID.test(gtm)) {
    whenConsented('analytics', () => {
      push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      void load(`https://www.googletagmanager.com/gtm.js?id=${gtm}`);
    });
  }
  if (CHAT_KEY.test(chat)) {
    const widget = chatWidget(`https://static.zdassets.com/ekr/snippet.js?key=${chat}`);
    addEventListener(CHECKOUT_STEP_EVENT, widget.follow);
    addEventListener('popstate', widget.follow);
    const later = () => setTimeout(() => whenConsented('functional', widget.due), CHAT_DELAY_MS);
    if (document.readyState === 'complete') later();
    else addEventListener('load', later, { once: true });
  }
}
