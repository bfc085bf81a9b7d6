// The eID proof a registration with an identity number must carry. backend-identity provides
// `verifyIdentityProof` in backend/src/identity/identity-proof.ts; until that branch is merged
// this stub refuses every proof, so no account can claim an identity number yet.
// After the merge: `export { verifyIdentityProof } from '../identity/identity-proof';`

export type IdentityProof = ReadonlyArray<{ key: string; value?: string | null }>;

export async function verifyIdentityProof(_db: D1Database, _idNumber: string, _proof: IdentityProof | null | undefined, _env?: Partial<BackendEnv>): Promise<boolean> {
  return false;
}
