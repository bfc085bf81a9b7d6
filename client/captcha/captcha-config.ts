import * as z from 'zod/mini';
import type { CaptchaConfig } from '../../domain/captcha';
import { CAPTCHA_CONFIG_ATTRIBUTE } from '../../ui/captcha-markers';

// Only the zod parts every page already loads (object, string, number, nullable): url(), literal()
// or checks would grow the shared zod chunk of every page. The rest is checked below.
const Config = z.object({ siteKey: z.nullable(z.string()), version: z.nullable(z.number()), scriptUrl: z.string() });

/**
 * The page's captcha configuration (ui/document.tsx writes it on `<body>`), or null when none
 * is configured. A malformed attribute is logged and treated as "no key provided", so the
 * form says a captcha was expected rather than silently dropping it.
 */
export function readCaptchaConfig(body: Element = document.body): CaptchaConfig | null {
  const raw = body.getAttribute(CAPTCHA_CONFIG_ATTRIBUTE);
  if (raw === null) return null;
  let parsed: ReturnType<typeof Config.safeParse>;
  try {
    parsed = Config.safeParse(JSON.parse(raw));
  } catch {
    parsed = Config.safeParse(null);
  }
  if (parsed.success && URL.canParse(parsed.data.scriptUrl) && (parsed.data.version === null || parsed.data.version === 2) && (parsed.data.siteKey?.length ?? 0) <= 100) {
    return { siteKey: parsed.data.siteKey, version: parsed.data.version === 2 ? 2 : null, scriptUrl: parsed.data.scriptUrl };
  }
  console.error('Captcha: the page\'s configuration is malformed');
  return { siteKey: null, version: null, scriptUrl: 'https://invalid.invalid/' };
}
