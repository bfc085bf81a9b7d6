// The verification codes against values computed independently (Python hashlib over the same
// bytes) with SK's published formulas, so a wrong byte order or bit mask fails here.
import { describe, expect, it } from 'vitest';
import { mobileIdVerificationCode, smartIdVerificationCode } from './verification-codes';

const bytes = (hex: string) => new Uint8Array(hex.match(/../g)!.map((h) => parseInt(h, 16)));
const range64 = new Uint8Array(Array.from({ length: 64 }, (_, i) => i));

describe('verification codes', () => {
  // SHA-256(00 01 … 3f) = fdeab9ac…d9151108: last two bytes 0x1108 = 4360; first byte 0xfd → (0xfc << 5) | (0x08 & 0x7f) = 8072.
  it.each([
    ['00 01 … 3f (64 bytes)', range64, '4360', '8072'],
    // SHA-256 of 32 zero bytes = 66687aad…0d5f2925: 0x2925 = 10533 → 0533 (mod 10000, zero-padded); (0x64 << 5) | 0x25 = 3237.
    ['32 zero bytes', new Uint8Array(32), '0533', '3237'],
    // SHA-256 of 64 × 0xff = 8667e718…85e1d1f7: 0xd1f7 = 53751 → 3751; (0x84 << 5) | 0x77 = 4343.
    ['64 × 0xff', bytes('ff'.repeat(64)), '3751', '4343'],
  ])('%s: Smart-ID %s, Mobile-ID %s', async (_name, hash, smartId, mobileId) => {
    expect(await smartIdVerificationCode(hash)).toBe(smartId);
    expect(await mobileIdVerificationCode(hash)).toBe(mobileId);
  });

  it('is always four digits', async () => {
    for (let i = 0; i < 50; i++) {
      const hash = crypto.getRandomValues(new Uint8Array(64));
      expect(await smartIdVerificationCode(hash)).toMatch(/^\d{4}$/);
      expect(await mobileIdVerificationCode(hash)).toMatch(/^\d{4}$/);
    }
  });
});
