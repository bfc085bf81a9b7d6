import { useEffect, useState } from 'react';

/**
 * `false` on the render that hydrates (it must match the server's HTML, where a button that needs
 * script is disabled), `true` from the first effect on. One hook for the product page's islands,
 * which share one chunk (client/islands/product-page.ts): written once there rather than in each.
 * Islands of other chunks keep their own two lines: importing this from several entries would
 * split it into one more small shared chunk on their pages.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
