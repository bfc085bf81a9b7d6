/** A cookie jar that behaves like `document.cookie` for name=value writes and max-age=0 deletes. */
export function cookieJar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  return {
    cookies,
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(written: string) {
      const [pair = ''] = written.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (/max-age=0/.test(written)) cookies.delete(name);
      else cookies.set(name, pair.slice(eq + 1));
    },
  };
}
