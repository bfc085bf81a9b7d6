// The demo identity provider's people: SK ID Solutions' current test identities of the Smart-ID
// and Mobile-ID demo environments (sid.demo.sk.ee, tsp.demo.sk.ee/mid-api), with the outcome SK's
// demo service gives each. Anyone else is unknown to the provider (NOT_FOUND: no Smart-ID
// account, not a Mobile-ID client), as the demo services answer for other numbers.
// Names: SK's demo certificates carry test names with the surname TESTNUMBER; the given names
// here (OK, REFUSED, TIMEOUT, CANCELLED) say what the identity does. They are what an eID
// sign-in reports as the person (EstAuthTokenOutput.data), whatever names their accounts have.

export type EidMethod = 'smart_id' | 'mobile_id' | 'card_id';
/** What the provider finally answers for an identity (after the PENDING delay). */
export type EidOutcome = 'SUCCESS' | 'USER_REFUSED' | 'TIMEOUT' | 'NOT_FOUND';

export type EidPerson = { firstname: string; lastname: string; id_number: string };
export type DemoIdentity = EidPerson & { outcome: Exclude<EidOutcome, 'NOT_FOUND'> };

/** Smart-ID demo accounts by personal code (country EE). */
export const SMART_ID_DEMO: ReadonlyMap<string, DemoIdentity> = new Map([
  ['40504040001', { id_number: '40504040001', firstname: 'OK', lastname: 'TESTNUMBER', outcome: 'SUCCESS' }],
  ['50001029996', { id_number: '50001029996', firstname: 'OK', lastname: 'TESTNUMBER', outcome: 'SUCCESS' }],
  ['30403039917', { id_number: '30403039917', firstname: 'REFUSED', lastname: 'TESTNUMBER', outcome: 'USER_REFUSED' }],
  ['30403039983', { id_number: '30403039983', firstname: 'TIMEOUT', lastname: 'TESTNUMBER', outcome: 'TIMEOUT' }],
]);

/** Mobile-ID demo clients: the phone and the personal code must both match (SK checks the pair). */
export const MOBILE_ID_DEMO: ReadonlyArray<DemoIdentity & { phone: string }> = [
  { phone: '+37268000769', id_number: '60001017869', firstname: 'OK', lastname: 'TESTNUMBER', outcome: 'SUCCESS' },
  { phone: '+37201100266', id_number: '60001019950', firstname: 'CANCELLED', lastname: 'TESTNUMBER', outcome: 'USER_REFUSED' },
];

/** The demo ID cards the development card page offers (any Estonian ID card reads the same way). */
export const DEMO_ID_CARDS: ReadonlyArray<EidPerson> = [
  { id_number: '38001085718', firstname: 'JAAK-KRISTJAN', lastname: 'JÕEORG' },
  { id_number: '40504040001', firstname: 'MARI', lastname: 'MAASIKAS' },
  { id_number: '60001017869', firstname: 'JAAN', lastname: 'TAMM' },
];

/** The person behind a sign-in and what the provider answers for it. */
export function demoOutcome(method: 'smart_id' | 'mobile_id', idNumber: string, phone?: string | null): { person: EidPerson; outcome: EidOutcome } {
  const known = method === 'smart_id' ? SMART_ID_DEMO.get(idNumber) : MOBILE_ID_DEMO.find((entry) => entry.id_number === idNumber && entry.phone === phone);
  if (!known) return { person: { id_number: idNumber, firstname: '', lastname: '' }, outcome: 'NOT_FOUND' };
  return { person: { id_number: known.id_number, firstname: known.firstname, lastname: known.lastname }, outcome: known.outcome };
}
