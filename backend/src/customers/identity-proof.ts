// The eID proof a registration with an identity number must carry: verified by the demo identity
// provider (backend/src/identity/identity-proof.ts), a finished sign-in or a read ID card of
// exactly that person.
export { verifyIdentityProof } from '../identity/identity-proof';

export type IdentityProof = ReadonlyArray<{ key: string; value?: string | null }>;
