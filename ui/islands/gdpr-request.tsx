import { Island } from '../island/island';
import { GdprRequestView } from '../gdpr/gdpr-request-view';

const EMPTY = { type: 'access', firstname: '', lastname: '', email: '', telephone: '', message: '' } as const;

/** The /gdpr.html request form (the same for everyone: the page may be cached publicly). */
export function GdprRequestIsland() {
  return (
    <Island name="gdpr-request" props={{}}>
      <GdprRequestView values={EMPTY} errors={{}} busy={false} failure={null} sent={null} />
    </Island>
  );
}
