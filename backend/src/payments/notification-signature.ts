// The provider's signature on a notification: HMAC-SHA256 of the exact body bytes with the
// merchant's shared secret, hex in the `X-Payment-Signature` header (as Maksekeskus signs its
// MAC and Montonio its JWT with the merchant's secret key). Checked with crypto.subtle.verify,
// which compares in constant time.

export const SIGNATURE_HEADER = 'x-payment-signature';

const encoder = new TextEncoder();

const key = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

export async function signNotification(secret: string, body: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await key(secret, 'sign'), encoder.encode(body));
  return [...new Uint8Array(signature)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether `signatureHex` is the body's signature with `secret`; false for an empty secret or a malformed signature. */
export async function verifyNotification(secret: string, body: string, signatureHex: string | null | undefined): Promise<boolean> {
  if (!secret || !signatureHex || !/^[0-9a-f]{64}$/i.test(signatureHex)) return false;
  const bytes = new Uint8Array(signatureHex.match(/../g)!.map((pair) => parseInt(pair, 16)));
  return crypto.subtle.verify('HMAC', await key(secret, 'verify'), bytes, encoder.encode(body));
}
