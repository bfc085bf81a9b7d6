// Proof of identity for registration (customers' createCustomerV2 / createCompany with
// `id_number` and `identity_proof`): an account gets an identity number only from a finished eID
// sign-in of exactly that person, so nobody can claim someone else's personal code.
import { eidSettings, PROOF_TTL_MS, type EidSettings } from './eid-settings';
import { keyValues } from './eid-input';
import { findCardRead, findRequest, sameText, sha256Hex, type EidRequestRow } from './eid-store';
import { statusAt } from './sign-in-status';

/**
 * True when `proof` is `request_id` + `request_secret` of a Smart-ID / Mobile-ID sign-in that
 * succeeded, or the `card_token` of a read ID card, for exactly `idNumber`, and is still within
 * its validity (PROOF_TTL_MS). Anything else (unknown, wrong secret, refused, still pending,
 * another person, expired) is false. Does not use the proof up: a registration that fails
 * validation may be sent again.
 */
export async function verifyIdentityProof(
  db: D1Database,
  idNumber: string,
  proof: ReadonlyArray<{ key: string; value?: string | null }> | null | undefined,
  env?: Partial<BackendEnv>,
  now = Date.now(),
): Promise<boolean> {
  const request = await provenRequest(db, proof, eidSettings(env), now);
  return request !== null && request.id_number === idNumber.trim();
}

/** The finished, successful, unexpired sign-in (or card read) a proof names; null otherwise. */
export async function provenRequest(
  db: D1Database,
  proof: ReadonlyArray<{ key: string; value?: string | null }> | null | undefined,
  settings: EidSettings,
  now: number,
): Promise<EidRequestRow | null> {
  const values = keyValues(proof);
  const cardToken = values.get('card_token');
  let request: EidRequestRow | null = null;
  if (cardToken) {
    if (cardToken.length > 128) return null;
    request = await findCardRead(db, await sha256Hex(cardToken));
  } else {
    const id = values.get('request_id');
    const secret = values.get('request_secret');
    if (!id || !secret || id.length > 64 || secret.length > 128) return null;
    const found = await findRequest(db, id);
    if (found && found.method !== 'card_id' && sameText(found.secret_hash, await sha256Hex(secret))) request = found;
  }
  if (!request || now > request.created_at + PROOF_TTL_MS) return null;
  // A card is read when the card page answers; a phone sign-in succeeds after the demo delay.
  if (request.method === 'card_id') return request.outcome === 'SUCCESS' ? request : null;
  return statusAt(request, settings, now) === 'SUCCESS' ? request : null;
}
