import type { ReactNode } from 'react';

/**
 * A titled page body. Routes whose features later issues deliver (checkout, account, content)
 * render their real heading and layout with it until then.
 */
export function SimplePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="simple-page">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
