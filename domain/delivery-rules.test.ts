import { describe, expect, expectTypeOf, it } from 'vitest';
import catalogue from '../ui/i18n/et-EE.json';
import type { MessageKey } from '../ui/i18n/t';
import {
  type DeliveryAddress,
  type DeliveryAvailability,
  type DeliveryInput,
  deliveryAvailability,
  fitsParcelMachine,
  isIslandAddress,
  type PackageSize,
} from './delivery-rules';

const tallinn: DeliveryAddress = { county: 'Harju maakond', municipality: 'Tallinn', settlement: 'Kesklinna linnaosa' };
const kuressaare: DeliveryAddress = { county: 'Saare maakond', municipality: 'Saaremaa vald', settlement: 'Kuressaare linn' };
const box = (lengthCm: number, widthCm: number, heightCm: number, weightKg = 5): PackageSize => ({ lengthCm, widthCm, heightCm, weightKg });

describe('isIslandAddress', () => {
  it.each<[string, DeliveryAddress, boolean]>([
    ['Tallinn', tallinn, false],
    ['Kuressaare (Saaremaa)', kuressaare, true],
    ['Kärdla (Hiiumaa)', { county: 'Hiiu maakond', municipality: 'Hiiumaa vald', settlement: 'Kärdla linn' }, true],
    ['Muhu', { county: 'Saare maakond', municipality: 'Muhu vald', settlement: 'Liiva küla' }, true],
    ['Vormsi', { county: 'Lääne maakond', municipality: 'Vormsi vald', settlement: 'Hullo küla' }, true],
    ['Kihnu', { county: 'Pärnu maakond', municipality: 'Kihnu vald', settlement: 'Sääre küla' }, true],
    ['Prangli', { county: 'Harju maakond', municipality: 'Viimsi vald', settlement: 'Prangli küla' }, true],
    ['Prangli village Lääneotsa', { county: 'Harju maakond', municipality: 'Viimsi vald', settlement: 'Lääneotsa küla' }, true],
    ['Piirissaar (Tooni küla, Tartu vald)', { county: 'Tartu maakond', municipality: 'Tartu vald', settlement: 'Tooni küla' }, true],
    ['a mainland Saare küla is not Piirissaar', { county: 'Jõgeva maakond', municipality: 'Jõgeva vald', settlement: 'Saare küla' }, false],
    ['Aegna (Tallinn)', { county: 'Harju maakond', municipality: 'Tallinn', settlement: 'Aegna' }, true],
    ['Ruhnu without a county', { municipality: 'Ruhnu vald' }, true],
    ['a Saaremaa postcode alone', { postcode: '93819' }, true],
    ['a Hiiumaa postcode alone', { postcode: ' 92413 ' }, true],
    ['a Tallinn postcode', { postcode: '10141' }, false],
    ['Viimsi on the mainland', { county: 'Harju maakond', municipality: 'Viimsi vald', settlement: 'Haabneeme alevik' }, false],
    ['Haapsalu (Lääne county, mainland)', { county: 'Lääne maakond', municipality: 'Haapsalu linn', settlement: 'Haapsalu linn' }, false],
    ['case and spaces do not matter', { county: ' saare MAAKOND ' }, true],
    ['nothing known', {}, false],
  ])('%s → %s', (_name, address, island) => {
    expect(isIslandAddress(address)).toBe(island);
  });
});

describe('fitsParcelMachine (60 × 36 × 60 cm, 30 kg)', () => {
  it.each<[string, PackageSize, boolean]>([
    ['a lamp', box(40, 30, 30), true],
    ['exactly the locker', box(60, 36, 60, 30), true],
    ['fits when turned', box(36, 60, 60), true],
    ['a chair: too tall', box(90, 50, 50), false],
    ['a flat pack: too long', box(120, 30, 8), false],
    ['too heavy', box(30, 30, 30, 31), false],
    ['no size', box(0, 30, 30), false],
    ['nonsense size', box(Number.NaN, 30, 30), false],
  ])('%s → %s', (_name, size, fits) => {
    expect(fitsParcelMachine(size)).toBe(fits);
  });
});

describe('deliveryAvailability', () => {
  const lamp = box(40, 30, 30);
  const sofa = box(220, 95, 85, 80);
  const parcel = { type: 'parcelMachine', servesIslands: true } as const;
  const courierMainland = { type: 'courier', servesIslands: false } as const;
  const notFit = { ok: false, reason: 'does-not-fit-parcel-machine', message: 'The products do not fit in a parcel machine' } as const;
  const notAvailable = { ok: false, reason: 'carrier-not-available', message: 'Chosen carrier not available for the address' } as const;
  it.each<[string, DeliveryInput, DeliveryAvailability]>([
    ['pickup: always', { carrier: { type: 'pickup', servesIslands: false }, packages: [sofa], address: kuressaare }, { ok: true }],
    ['parcel machine, every item fits', { carrier: parcel, packages: [lamp, lamp], address: tallinn }, { ok: true }],
    ['parcel machine with a sofa in the cart', { carrier: parcel, packages: [lamp, sofa], address: tallinn }, notFit],
    ['parcel machine, an item of unknown size', { carrier: parcel, packages: [lamp, null], address: tallinn }, notFit],
    ['parcel machine on Saaremaa, network serves islands', { carrier: parcel, packages: [lamp], address: kuressaare }, { ok: true }],
    ['courier not serving islands, Kuressaare', { carrier: courierMainland, packages: [sofa], address: kuressaare }, notAvailable],
    ['courier not serving islands, Tallinn', { carrier: courierMainland, packages: [sofa], address: tallinn }, { ok: true }],
    ['courier not serving islands, no address yet', { carrier: courierMainland, packages: [sofa], address: null }, { ok: true }],
    ['home delivery serving islands', { carrier: { type: 'homeDelivery', servesIslands: true }, packages: [sofa], address: kuressaare }, { ok: true }],
    ['custom limits', { carrier: parcel, packages: [box(70, 40, 40)], address: tallinn, parcelMachineLimits: box(80, 50, 50, 40) }, { ok: true }],
  ])('%s', (_name, input, expected) => {
    expect(deliveryAvailability(input)).toEqual(expected);
  });

  it('gives catalogue keys', () => {
    expect(catalogue).toHaveProperty(['The products do not fit in a parcel machine']);
    expect(catalogue).toHaveProperty(['Chosen carrier not available for the address']);
    expectTypeOf<Extract<DeliveryAvailability, { ok: false }>['message']>().toExtend<MessageKey>();
  });
});
