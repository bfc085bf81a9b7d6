/**
 * The `interaction` strategy (ui/island/island-markers.ts): an island whose first use is a press
 * or a keystroke hydrates when the shopper starts using it, and nothing done in the meantime is
 * lost or done twice:
 * - the first sign of use (a pointer over or down on it, focus in it, a key) starts loading React
 *   and the island's chunk;
 * - a press (a click, also the one Enter or Space makes) before the island has hydrated is
 *   stopped before anything sees it and replayed, once, on the same element when it has;
 * - text typed before then stays in its field (the browser keeps it; hydration keeps the node) and
 *   is handed to the island as one input event; a changed `<select>` as one change event, a box
 *   ticked or a radio chosen as one click; focus already in it as one focusin event.
 * Another island may ask for it (`requestHydration`). Links, popover buttons, checkboxes and
 * radios keep the browser's own behaviour (their state is handed over as above). No React here:
 * this runs in the boot module.
 */
import { AWAITS_SCRIPT_ATTRIBUTE, HYDRATE_REQUEST_EVENT } from '../ui/island/island-markers';

/** What shows the shopper is about to use an island. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (element: Element): element is Field =>
  (element instanceof HTMLInputElement && !['checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'file', 'hidden'].includes(element.type)) ||
  element instanceof HTMLTextAreaElement;

/**
 * Hand a value typed before hydration to the island. React keeps the typed value on hydration but
 * records it as already seen, so an input event alone would change nothing: the field is set back
 * to its server value through the element's own setter (which React watches), the typed value is
 * put in with the prototype's setter (which it does not), and then the event is dispatched.
 * `typed` is what the shopper last typed there before hydration: an island that renders again
 * while hydrating (its buttons turning on) has already put its own, older value back in the field.
 */
function replayTyped(field: Field, typed = field.value): void {
  if (typed === field.defaultValue && typed === field.value) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The checkbox or radio a click on `target` toggles (itself, or through its label), if any. */
function toggled(target: Element): HTMLInputElement | null {
  const control = target instanceof HTMLInputElement ? target : (target.closest('label')?.control ?? null);
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio') ? control : null;
}

/**
 * Hand a box ticked (or radio chosen) before hydration to the island: React keeps the state on
 * hydration but records it as seen, so it is set back through the element's own setter and
 * clicked again, which React reads as the change. A radio left by the shopper (its group's
 * default) is not clicked: the one chosen is.
 */
function replayToggled(box: HTMLInputElement): void {
  if (box.checked === box.defaultChecked || (box.type === 'radio' && !box.checked)) return;
  box.checked = box.defaultChecked;
  box.click();
}

function replayChosen(select: HTMLSelectElement): void {
  if ([...select.options].some((option) => option.selected !== option.defaultSelected)) select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Whether focus is already in `element` (the shopper got there before the boot module ran). */
const focusedIn = (element: Element): boolean => !!document.activeElement && document.activeElement !== document.body && element.contains(document.activeElement);

/**
 * Start `hydrate` on the first sign of use of `element`; presses before it resolves `true` are
 * replayed after. `hydrate` resolving `false` (unusable props, the island declined) drops them:
 * the server HTML stays as it is.
 */
export function whenInteracted(element: Element, name: string, hydrate: () => Promise<boolean>): void {
  /** Replays of the presses held, in order. */
  const presses: (() => void)[] = [];
  /** What was typed into each field before hydration (see `replayTyped`). */
  const typed = new Map<Field, string>();
  const record = (event: Event) => {
    if (event.target instanceof Element && isTextField(event.target)) typed.set(event.target, event.target.value);
  };
  let started = false;
  const stop = () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, start, true);
    element.removeEventListener('click', hold, true);
    element.removeEventListener('submit', hold, true);
    element.removeEventListener('input', record, true);
    window.removeEventListener(HYDRATE_REQUEST_EVENT, asked);
  };
  const asked = (event: Event) => (event as CustomEvent).detail === name && start();
  function start(): void {
    if (started) return;
    started = true;
    void hydrate().then(
      (hydrated) => {
        stop();
        if (!hydrated) return;
        // After the island's own reactions to hydrating (timers it set in effects) have run.
        setTimeout(() => {
          // Focus came before the island could see it (a field that opens a panel on focus).
          const focused = document.activeElement;
          if (focused && focused !== element && element.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
          for (const field of element.querySelectorAll('input, textarea')) if (isTextField(field)) replayTyped(field, typed.get(field));
          for (const select of element.querySelectorAll('select')) replayChosen(select);
          for (const box of element.querySelectorAll('input')) if (toggled(box)) replayToggled(box);
          for (const replay of presses.splice(0)) replay();
        });
      },
      stop,
    );
  }
  /** A press (or a form submitted without one: Enter in a form with no button) before hydration: held for later, unseen by anything else now. */
  function hold(event: Event): void {
    const target = event.target instanceof Element ? event.target : null;
    // Links and popover buttons work without script; a box or radio keeps the browser's own
    // toggle (other code reads it from the page, e.g. the wish list heart the chosen variant).
    if (!target || target.closest('a[href], [popovertarget]') || toggled(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (target instanceof HTMLFormElement) presses.push(() => target.isConnected && target.requestSubmit());
    else presses.push(() => target.isConnected && (target as HTMLElement).click());
    start();
  }
  for (const type of INTENT_EVENTS) element.addEventListener(type, start, { capture: true, passive: true });
  element.addEventListener('click', hold, true);
  element.addEventListener('submit', hold, true);
  element.addEventListener('input', record, true);
  window.addEventListener(HYDRATE_REQUEST_EVENT, asked);
  // Controls disabled only for want of script can be pressed now: the press is held and replayed.
  for (const control of element.querySelectorAll(`[${AWAITS_SCRIPT_ATTRIBUTE}]`)) {
    if (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) control.disabled = false;
  }
  // Typed before this ran (the page was still loading): kept as typed, like the later ones.
  for (const field of element.querySelectorAll('input, textarea')) if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  // Already used before this ran (typed in, or focused): hydrate now.
  if (typed.size > 0 || focusedIn(element)) start();
}
