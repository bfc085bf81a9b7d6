// The eID proof a registration with an identity number must carry: backend-identity's
// `verifyIdentityProof` (src/identity/identity-proof.ts): true only for request_id +
// request_secret of a successful Smart-ID / Mobile-ID sign-in (or the card_token of a read ID
// card) of exactly that person, still within its validity.
export { verifyIdentityProof } from '../identity/identity-proof';

export type IdentityProof = ReadonlyArray<{ key: string; value?: string | null }>;
