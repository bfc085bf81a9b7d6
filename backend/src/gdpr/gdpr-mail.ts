// The confirmation of a GDPR request (gdpr-requests.ts), in Estonian as the shop's customers
// read it: the reference number and the statutory answer time (GDPR art. 12(3): one month from
// receipt, extendable by two further months for complex requests, with notice).
import { compose, type Mail } from '../customers/outbox';

const TYPE_TEXT = {
  ACCESS: 'oma isikuandmetega tutvumine',
  RECTIFICATION: 'oma isikuandmete parandamine',
  ERASURE: 'oma isikuandmete kustutamine',
} as const;

export function gdprConfirmationMail(request: { reference: string; type: keyof typeof TYPE_TEXT; firstname: string; email: string }): Mail {
  return compose(request.email, `Isikuandmete taotlus ${request.reference} on kätte saadud`, `Tere, ${request.firstname}!`, [
    `Saime sinu taotluse: ${TYPE_TEXT[request.type]}. Taotluse viitenumber on ${request.reference}.`,
    'Vastame sulle hiljemalt ühe kuu jooksul taotluse kättesaamisest (isikuandmete kaitse üldmääruse artikli 12 lõige 3). Keeruka taotluse korral võib tähtaeg pikeneda kahe kuu võrra; sellest anname sulle enne teada.',
    'Kui sul on küsimusi, vasta sellele kirjale ja lisa viitenumber.',
  ], null);
}
