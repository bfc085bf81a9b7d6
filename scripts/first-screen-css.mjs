// Splits the bundled stylesheet of the client build into the rules a page kind's server markup
// can use (they block its first paint) and the rest (loaded without blocking: the cart, wish
// list and sign-in sidebars' contents, toasts, other page kinds' pages…). Pure: CSS text in,
// CSS text out. scripts/page-styles.mjs finds the class names each page kind's markup carries.
//
// A rule belongs to the first screen when one of its selectors needs no class that the markup
// lacks (classes inside :not() are not needed; a selector without classes always counts). A
// class written as a template prefix (`checkout-step--${state}`) matches every class it starts.
//
// Loading the rest later must not change which rule wins: the blocking sheet holds the used rules
// in source order, and the deferred sheet is the WHOLE stylesheet, loaded after it. Every rule's
// last occurrence is then in the whole sheet, in source order, so the cascade is exactly the
// original one (specificity first, then order). Cascade layers cannot do this: a later layer
// beats an earlier one whatever the specificity (`a{color:inherit}` would beat
// `.nav a[aria-current]{color:#fff}` written before it). The whole sheet is one file for every
// page kind, cached across them.

/**
 * The top-level blocks of a CSS text: `{ prelude, body }` for a rule or block at-rule (body
 * without its braces), `{ statement }` for `@charset …;`-like statements. Strings, comments and
 * nested braces are skipped over.
 * @throws Error on unbalanced braces (not CSS esbuild wrote).
 */
export function cssBlocks(css) {
  const blocks = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      for (i++; i < css.length && css[i] !== ch; i++) if (css[i] === '\\') i++;
    } else if (ch === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
      if (i === 0) break;
      if (depth === 0) start = i + 1;
    } else if (ch === '{') {
      if (depth++ === 0) open = i;
    } else if (ch === '}') {
      if (--depth < 0) throw new Error(`Unbalanced "}" at ${i}`);
      if (depth === 0) {
        blocks.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    } else if (ch === ';' && depth === 0) {
      const statement = css.slice(start, i + 1).trim();
      if (statement !== ';') blocks.push({ statement });
      start = i + 1;
    }
  }
  if (depth !== 0) throw new Error('Unbalanced "{"');
  return blocks;
}

/** At-rules whose body holds rules (split rule by rule); any other at-rule block goes whole. */
const GROUPING = /^@(media|supports|container|layer|scope|document|starting-style)\b/i;

/** The parts of `text` separated by top-level commas (not inside parentheses or brackets). */
function topLevelList(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** `selector` without the arguments of its `:not(…)`s. */
function withoutNegations(selector) {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    if (selector.startsWith(':not(', i)) {
      let depth = 0;
      for (i += 4; i < selector.length; i++) {
        if (selector[i] === '(') depth++;
        else if (selector[i] === ')' && --depth === 0) break;
      }
    } else out += selector[i];
  }
  return out;
}

/** Class names a selector requires (attribute values stripped first: `[href='.x']`). */
const requiredClasses = (selector) =>
  [...withoutNegations(selector).replace(/\[[^\]]*\]/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);

/**
 * Whether markup carrying `words` (class names and template prefixes, see `classMatcher`) can
 * use a rule with this selector list.
 */
export function selectorListUsed(selectorList, hasClass) {
  return topLevelList(selectorList).some((selector) => requiredClasses(selector).every(hasClass));
}

/**
 * `words`: every word of the markup's source (class names among them); a word ending in `-` or
 * `_` is also a prefix (a template literal's head). Returns the class test for `selectorListUsed`.
 */
export function classMatcher(words) {
  const prefixes = [...words].filter((w) => /[-_]$/.test(w) && w.length >= 4);
  return (name) => words.has(name) || prefixes.some((p) => name.startsWith(p));
}

/**
 * The rules of `css`, flattened: each with the grouping at-rules around it (outermost first)
 * and whether the first screen uses it. Non-grouping at-rules (@keyframes, @font-face…) and
 * statements count as used: small, and animations or fonts the first screen starts need them.
 */
function flatten(css, hasClass, wrappers = []) {
  return cssBlocks(css).flatMap((block) => {
    if ('statement' in block) return [{ wrappers, text: block.statement, used: true }];
    if (block.prelude.startsWith('@')) {
      if (GROUPING.test(block.prelude)) return flatten(block.body, hasClass, [...wrappers, block.prelude]);
      return [{ wrappers, text: `${block.prelude}{${block.body}}`, used: true }];
    }
    return [{ wrappers, text: `${block.prelude}{${block.body}}`, used: selectorListUsed(block.prelude, hasClass) }];
  });
}

/**
 * The rules of `css` that markup with these classes can use, each as its text behind the
 * grouping at-rules around it other than cascade layers (`@media (…){a{…}}`; layer order
 * statements left out): comparable between the whole stylesheet and a part `splitFirstScreen` wrote.
 */
export function usedRules(css, hasClass) {
  return flatten(css, hasClass)
    .filter((rule) => rule.used && !/^@layer\b[^{]*;$/i.test(rule.text))
    .map((rule) => rule.wrappers.filter((prelude) => !/^@layer\b/i.test(prelude)).reduceRight((body, prelude) => `${prelude}{${body}}`, rule.text));
}

/** Consecutive rules back into CSS, each run of rules under the same at-rules wrapped once. */
function serialise(items) {
  let out = '';
  for (let i = 0; i < items.length; ) {
    const { wrappers } = items[i];
    let j = i;
    let inner = '';
    while (j < items.length && items[j].wrappers.join('\n') === wrappers.join('\n')) inner += items[j++].text;
    out += wrappers.reduceRight((body, prelude) => `${prelude}{${body}}`, inner);
    i = j;
  }
  return out;
}

/**
 * `css` (one bundled stylesheet, no @import left) as `{ blocking, deferred }`: the rules the
 * first screen of markup with these classes can use, in source order, and the whole of `css`.
 * Loading `deferred` after `blocking` then gives exactly the cascade of `css`. `deferred` is
 * empty when the markup can use every rule.
 */
export function splitFirstScreen(css, hasClass) {
  const items = flatten(css, hasClass);
  if (items.every((item) => item.used)) return { blocking: css, deferred: '' };
  return { blocking: serialise(items.filter((item) => item.used)), deferred: css };
}
