import catalogue from './et-EE.json';

/** Keys are the spec's English texts; values are Estonian. */
export type MessageKey = keyof typeof catalogue;
type Params = Readonly<Record<string, string | number>>;

const messages: Record<string, string> = { ...catalogue };

/**
 * The browser build (scripts/build-client.mjs) ships each island its own run-time keys: the
 * island's entry module calls this with them before it renders. The server has every key already.
 */
export function registerMessages(more: Readonly<Record<string, string>>): void {
  Object.assign(messages, more);
}

/**
 * Translate a spec text into et-EE and fill `{name}` placeholders. Only catalogue keys type-check,
 * so a missing translation is a compile error rather than English on the page.
 */
export function t(key: MessageKey, params?: Params): string {
  return translate(key, params);
}

/**
 * For keys known only at run time (e.g. a notice key carried in a cookie): an unknown key is
 * returned as is, never a crash.
 */
export function translate(key: string, params?: Params): string {
  const template = messages[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
