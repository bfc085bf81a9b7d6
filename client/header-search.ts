/**
 * The header's search panel on a phone (ui/header/header-search.tsx, a popover) focuses its field
 * as it opens, within the tap: a phone opens its keyboard (a focus() from a later `toggle` event
 * would come too late for iOS). Set by the boot module, not in the markup: at page load Chromium
 * focuses an `autofocus` field in a popover the CSS shows (the desktop bar). Not by the live
 * search island: it hydrates only when the shopper starts using it (the focus does that).
 */
export function enhanceHeaderSearch(root: ParentNode = document): void {
  for (const field of root.querySelectorAll<HTMLInputElement>('[popover] input[type="search"]')) field.autofocus = true;
}
