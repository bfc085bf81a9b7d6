import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect } from 'react';
import * as z from 'zod/mini';
import { AUTH_METHODS, AUTH_MODES } from '../../domain/query-modes';
import { initialSidebarsState, SidebarsView } from '../../ui/islands/sidebars-view';
import { $authenticationMode, openAuthentication } from '../stores/authentication-mode';
import { $mobileMenuOpen, closeMobileMenu } from '../stores/mobile-menu';
import { $openSidebar, closeSidebar } from '../stores/open-sidebar';


export const propsSchema = z.object({
  initialAuthentication: z.nullable(z.object({ mode: z.enum(AUTH_MODES), method: z.enum(AUTH_METHODS) })),
});
export type SidebarsProps = z.output<typeof propsSchema>;

/** Escape closes the topmost panel: a sidebar first, then the mobile menu beneath it. */
function closeTopmost(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  if ($openSidebar.get() !== null) closeSidebar();
  else if ($mobileMenuOpen.get()) closeMobileMenu();
}

export default function Sidebars({ initialAuthentication }: SidebarsProps) {
  // The hydration render must equal the server render, which opens the authentication sidebar
  // when the query asked for it: use that as the "server snapshot", then move it into the
  // stores before the subscriptions check for changes (layout effects run before them).
  const initial = initialSidebarsState(initialAuthentication);
  const openSidebar = useStore($openSidebar, { ssr: () => initial.openSidebar });
  const authentication = useStore($authenticationMode, { ssr: () => initial.authentication });
  const mobileMenuOpen = useStore($mobileMenuOpen, { ssr: 'initial' });

  useLayoutEffect(() => {
    if (initialAuthentication) openAuthentication(initialAuthentication.mode, initialAuthentication.method);
    // Only the first render's props: a later re-render must not reopen a closed sidebar.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (openSidebar === null && !mobileMenuOpen) return;
    document.addEventListener('keydown', closeTopmost);
    return () => document.removeEventListener('keydown', closeTopmost);
  }, [openSidebar, mobileMenuOpen]);

  return (
    <SidebarsView
      openSidebar={openSidebar}
      authentication={authentication}
      mobileMenuOpen={mobileMenuOpen}
      onClose={closeSidebar}
      onCloseMobileMenu={closeMobileMenu}
    />
  );
}
