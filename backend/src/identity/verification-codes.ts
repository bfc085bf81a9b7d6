// The 4-digit verification (control) code a person compares on their phone before confirming,
// derived from the request's hash exactly as SK ID Solutions' services derive it, so the code
// shown by the shop is the one the Smart-ID app or the Mobile-ID SIM would show:
// - Smart-ID (RP API v2, "Computing the verification code"): integer(SHA256(hash)[-2:-1]) mod 10000,
//   the two rightmost bytes of SHA-256 of the hash read as a big-endian unsigned integer, zero-padded
//   (https://github.com/SK-EID/smart-id-documentation, and SK's smart-id-java-client VerificationCodeCalculator);
// - Mobile-ID (MID REST API, "Verification code calculation algorithm"): 6 bits from the beginning
//   of the hash and 7 bits from its end, the 13-bit number in decimal, zero-padded
//   ((0xFC & hash[0]) << 5 | (hash[last] & 0x7F), SK's mid-rest-java-client). The hash Mobile-ID
//   gets is the SHA-256 digest of the challenge (hashType SHA256), so the code is over SHA-256(hash).

const sha256 = async (bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> => new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));

/** Smart-ID's verification code of `hash` (the bytes sent to sign). */
export async function smartIdVerificationCode(hash: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await sha256(hash);
  const value = (digest[digest.length - 2]! << 8) | digest[digest.length - 1]!;
  return String(value % 10000).padStart(4, '0');
}

/** Mobile-ID's verification code of a session `hash` (over its SHA-256 digest, the hash Mobile-ID signs). */
export async function mobileIdVerificationCode(hash: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await sha256(hash);
  const value = ((digest[0]! & 0xfc) << 5) | (digest[digest.length - 1]! & 0x7f);
  return String(value).padStart(4, '0');
}
