/**
 * The managed newsletter popup (customer.md §3 newsletter config, §4 "Newsletter popup", §9
 * constants). Pure rules; the popup island (client/islands/newsletter-popup.tsx, its dialog) and
 * the server (routes/shared-data.ts, routes/newsletter-popup.tsx) call them.
 */

/** customer.md §9. */
export const NEWSLETTER_DEFAULTS = { reopenAfterClosedHours: 48, openAfterSeconds: 15, showOnPages: '/' } as const;
/** localStorage key of the last close time (ms since the epoch), customer.md §9. */
export const NEWSLETTER_CLOSE_TIME_KEY = 'managed-newsletter-close-time';
/**
 * localStorage key set after a successful subscription from the popup or a newsletter section, so
 * the popup is not offered again in this browser (our addition: the spec's "not subscribed" check
 * can only be asked of the backend for a signed-in customer).
 */
export const NEWSLETTER_SUBSCRIBED_KEY = 'managed-newsletter-subscribed';

/**
 * The popup's timing as the server hands it to the page, the defaults of §9 applied. Paths are
 * compared without a trailing slash (except '/') and without the query.
 */
export type NewsletterTiming = { openAfterSeconds: number; reopenAfterClosedHours: number };

/** showOnPages: newline-separated paths; empty or missing → '/' (customer.md §3, §9). */
export function newsletterPages(showOnPages: string | null | undefined): string[] {
  const pages = (showOnPages ?? '')
    .split(/\r?\n/)
    .map((line) => normalisePath(line.trim()))
    .filter((line): line is string => line !== null);
  return pages.length ? [...new Set(pages)] : [NEWSLETTER_DEFAULTS.showOnPages];
}

/** '/info/x.html/' → '/info/x.html'; a full URL counts by its path; anything not a path → null. */
function normalisePath(line: string): string | null {
  if (!line) return null;
  let path = line;
  if (/^https?:\/\//i.test(line)) {
    try {
      path = new URL(line).pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith('/')) return null;
  path = path.split(/[?#]/)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

const HOME_ALIAS = '/Home';

/** Whether the popup is offered on `pathname` (customer.md §4: "on pages listed in showOnPages"). */
export function showsNewsletterOn(pages: readonly string[], pathname: string): boolean {
  const path = normalisePath(pathname) ?? pathname;
  // storefront.md §2: `/` and `/Home` are both the home page.
  return pages.includes(path === HOME_ALIAS ? '/' : path);
}


/** The §9 defaults for missing values (a number of 0 is kept: open at once, reopen at once). */
export function newsletterTiming(config: { openAfterSeconds?: number | null; reopenAfterClosedHours?: number | null }): NewsletterTiming {
  return {
    openAfterSeconds: config.openAfterSeconds ?? NEWSLETTER_DEFAULTS.openAfterSeconds,
    reopenAfterClosedHours: config.reopenAfterClosedHours ?? NEWSLETTER_DEFAULTS.reopenAfterClosedHours,
  };
}

/**
 * What the browser knows about the visitor when the popup is due. `subscribed` is the signed-in
 * customer's status from the backend (null for a guest, whose status nobody knows).
 */
export type NewsletterVisitor = { signedIn: boolean; subscribed: boolean | null; subscribedHere: boolean };

/**
 * Whether the time since the last close exceeds the reopen delay (customer.md §4). No close
 * stored, or a value that is not a time, → yes. A close time in the future (clock changed) → no
 * until that time has passed plus the delay.
 */
export function reopenDelayPassed(closedAt: string | null, now: number, reopenAfterClosedHours: number): boolean {
  if (closedAt === null) return true;
  const closed = Number(closedAt);
  if (!Number.isFinite(closed) || closed <= 0) return true;
  return now - closed > reopenAfterClosedHours * 3_600_000;
}

/**
 * customer.md §4: "It may open only if the time since last close exceeds the reopen delay and the
 * visitor is not subscribed or not logged in." Read as written: a guest may always see it (the
 * reopen delay permitting); a signed-in customer only when not subscribed. Beyond the spec, a
 * browser that subscribed through the popup or a newsletter section is not asked again.
 */
export function mayOpenNewsletter(visitor: NewsletterVisitor, reopenPassed: boolean): boolean {
  if (!reopenPassed || visitor.subscribedHere) return false;
  return !visitor.signedIn || visitor.subscribed !== true;
}

/** The popup's content and timing as pages get it (routes/shared-data.ts), images resolved. */
export type NewsletterConfig = NewsletterTiming & {
  /** `null` when the editor cleared it: the popup shows no heading (clearing a field clears it in the shop). */
  heading: string | null;
  subheading: string | null;
  description: string | null;
  image: { src: string; alt: string; width: number | null; height: number | null } | null;
  /** Normalised paths (newsletterPages). */
  pages: string[];
};

/**
 * The CMS single type as the popup uses it: §9 defaults applied, the heading image's URL joined
 * with the media base (`mediaUrl`, domain/cms-media.ts); an image whose URL cannot be resolved is
 * left out.
 */
export function newsletterConfig(
  cms: {
    heading?: string | null;
    subheading?: string | null;
    description?: string | null;
    headingImage?: { url: string; alternativeText?: string | null; width?: number | null; height?: number | null } | null;
    showOnPages?: string | null;
    openAfterSeconds?: number | null;
    reopenAfterClosedHours?: number | null;
  },
  mediaUrl: (url: string) => string | null,
): NewsletterConfig {
  const src = cms.headingImage ? mediaUrl(cms.headingImage.url) : null;
  return {
    heading: cms.heading?.trim() || null,
    subheading: cms.subheading?.trim() || null,
    description: cms.description?.trim() || null,
    image:
      cms.headingImage && src
        ? { src, alt: cms.headingImage.alternativeText ?? '', width: cms.headingImage.width ?? null, height: cms.headingImage.height ?? null }
        : null,
    pages: newsletterPages(cms.showOnPages),
    ...newsletterTiming(cms),
  };
}
