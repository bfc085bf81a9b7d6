import type { ReactNode } from 'react';
import type { CaptchaConfig } from '../domain/captcha';
import { CAPTCHA_CONFIG_ATTRIBUTE } from './captcha-markers';
import { DEFERRED_STYLE_ATTRIBUTE } from './style-markers';

export type DocumentHead = {
  title: string;
  description?: string;
  /** Absolute canonical URL; omitted on error pages. */
  canonical?: string;
  robots?: string;
};

export type ClientAssets = {
  boot: string;
  /** The page kind's stylesheets: what its first screen uses (blocking) and the rest (null: none). */
  styles: { blocking: string; deferred: string | null };
  /** Island chunks of this page, preloaded so hydration needs no request waterfall. */
  preload: readonly string[];
};

type DocumentProps = { head: DocumentHead; nonce: string; assets: ClientAssets; captcha?: CaptchaConfig | null; children: ReactNode };

/**
 * The HTML document around every page. The boot module is the only script we write; it
 * carries the request's CSP nonce (React adds the same nonce to its own streaming scripts).
 * That nonce is also how the edge HTML cache recognises our own scripts when it stores a page
 * (worker/cache/nonce-slots.ts): anything else carrying a `nonce` attribute loses it.
 */
export function Document({ head, nonce, assets, captcha = null, children }: DocumentProps) {
  // The captcha configuration (the same for every visitor, so cacheable) for the forms that show one.
  const body = captcha ? { [CAPTCHA_CONFIG_ATTRIBUTE]: JSON.stringify(captcha) } : {};
  return (
    <html lang="et">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        {head.description ? <meta name="description" content={head.description} /> : null}
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {head.robots ? <meta name="robots" content={head.robots} /> : null}
        <meta name="theme-color" content="#1f3a34" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.styles.blocking} />
        {assets.styles.deferred ? <DeferredStyles href={assets.styles.deferred} /> : null}
        <script type="module" src={assets.boot} nonce={nonce} async />
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} />
        ))}
      </head>
      <body {...body}>{children}</body>
    </html>
  );
}

/**
 * Styles the first screen does not use: `media="print"` does not block rendering, and
 * client/deferred-styles.ts switches it to `all` once loaded. Without script, the `<noscript>`
 * copy applies it (blocking, as all styles did before).
 */
function DeferredStyles({ href }: { href: string }) {
  const marker = { [DEFERRED_STYLE_ATTRIBUTE]: '' };
  return (
    <>
      <link rel="stylesheet" href={href} media="print" {...marker} />
      <noscript>
        <link rel="stylesheet" href={href} />
      </noscript>
    </>
  );
}
