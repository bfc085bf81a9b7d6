/**
 * The JavaScript breakpoints (storefront.md §9 "Breakpoints xs 320, sm 640, md 768, lg 1024,
 * xl 1280, 2xl 1536 px; device recalculation 50 ms after resize"). CSS uses its own style
 * breakpoints (767, 1024, 1025 px); these are for code that must know the device, e.g. the
 * ID-card sign-in, offered on desktop devices only (customer.md §2).
 */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** How long after the last resize the device is recalculated. */
export const DEVICE_RECALCULATION_MS = 50;

/** The largest breakpoint `width` reaches; 'xs' below 320 px too (the smallest layout). */
export function breakpointOf(width: number): Breakpoint {
  let found: Breakpoint = 'xs';
  for (const [name, min] of Object.entries(BREAKPOINTS) as [Breakpoint, number][]) if (width >= min) found = name;
  return found;
}

export type Device = { readonly breakpoint: Breakpoint; readonly desktop: boolean };

/** A desktop device: a screen of at least the lg breakpoint and a fine pointer (a mouse, not a finger). */
export function deviceOf(width: number, finePointer: boolean): Device {
  return { breakpoint: breakpointOf(width), desktop: finePointer && width >= BREAKPOINTS.lg };
}
