// The delivery lookups of the shipping step over the public GraphQL surface: pickupLocations
// (Magento MSI shape), parcelMachines and estonianAddresses, and the seeded reference data.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { isIslandAddress } from '../../../../domain/delivery-rules';
import { getGraphql, postGraphql, queryData, seeded } from '../../../test/graphql-request';
import type { EstonianAddressRow } from './delivery-data';

beforeAll(seeded);

const PICKUP = `query P($filters: PickupLocationFilterInput, $productsInfo: [ProductInfoInput], $sort: PickupLocationSortInput, $pageSize: Int, $area: AreaInput) {
  pickupLocations(filters: $filters, productsInfo: $productsInfo, sort: $sort, pageSize: $pageSize, area: $area) {
    items { pickup_location_code name street city postcode country_id description phone } total_count page_info { page_size current_page total_pages } } }`;
const MACHINES = `query M($carrier: String, $search: String) { parcelMachines(carrier_code: $carrier, search: $search) { id carrier_code carrier_title name address city postcode } }`;
const ADDRESSES = `query A($search: String!) { estonianAddresses(search: $search) { place_id label street house apartment city county postcode is_island } }`;

describe('pickupLocations', () => {
  it('lists the four stores with their address and opening hours (Mon–Sat 10–20, Sun 10–19)', async () => {
    const { pickupLocations } = await queryData(PICKUP);
    expect(pickupLocations.items.map((l: { pickup_location_code: string }) => l.pickup_location_code)).toEqual(['pea', 'rain', 'muugisaal', 'vaike']);
    expect(pickupLocations.total_count).toBe(4);
    expect(pickupLocations.items[2]).toMatchObject({ name: 'Müügisaal', street: 'Pärnu mnt 139', city: 'Tallinn', postcode: '11317', country_id: 'EE', description: 'E–L 10–20, P 10–19' });
    for (const location of pickupLocations.items) expect(location.description).toBe('E–L 10–20, P 10–19');
  });

  it('filters by code and city, sorts, pages, and keeps only stores holding every requested product', async () => {
    const byCode = await queryData(PICKUP, { filters: { pickup_location_code: { eq: 'vaike' } } });
    expect(byCode.pickupLocations.items.map((l: { name: string }) => l.name)).toEqual(['Väike ladu']);
    const jyri = await queryData(PICKUP, { area: { radius: 10, search_term: 'Jüri:EE' } });
    expect(jyri.pickupLocations.items.map((l: { pickup_location_code: string }) => l.pickup_location_code)).toEqual(['rain']);
    const sorted = await queryData(PICKUP, { sort: { name: 'DESC' }, pageSize: 2 });
    expect(sorted.pickupLocations).toMatchObject({ total_count: 4, page_info: { page_size: 2, current_page: 1, total_pages: 2 } });
    expect(sorted.pickupLocations.items.map((l: { name: string }) => l.name)).toEqual(['Väike ladu', 'Rae ladu']);
    const codes = async (skus: string[]) =>
      (await queryData(PICKUP, { productsInfo: skus.map((sku) => ({ sku })) })).pickupLocations.items.map((l: { pickup_location_code: string }) => l.pickup_location_code);
    // MP10004: 3 in the showroom only (it keeps one on display); MP10006: main and small warehouse.
    expect(await codes(['MP10004'])).toEqual(['muugisaal']);
    expect(await codes(['MP10006'])).toEqual(['pea', 'vaike']);
    expect(await codes(['MP10004', 'MP10006'])).toEqual([]);
    // A configurable product's SKU: where any variant is (MP10002 grey: pea, rain, muugisaal 1 = the display piece).
    expect(await codes(['MP10002'])).toEqual(['pea', 'rain']);
    expect(await codes(['MP10002-HALL'])).toEqual(['pea', 'rain']);
    expect(await codes(['NO-SUCH-SKU'])).toEqual([]);
  });
});

describe('parcelMachines', () => {
  it('lists at least 40 machines of two networks in several towns, each with its network title', async () => {
    const { parcelMachines } = await queryData(MACHINES);
    expect(parcelMachines.length).toBeGreaterThanOrEqual(40);
    expect(new Set(parcelMachines.map((m: { carrier_code: string }) => m.carrier_code))).toEqual(new Set(['omniva', 'smartpost']));
    expect(new Set(parcelMachines.map((m: { city: string }) => m.city)).size).toBeGreaterThanOrEqual(10);
    expect(parcelMachines.find((m: { id: string }) => m.id === 'smartpost-3101')).toMatchObject({ carrier_title: 'SmartPost', name: 'Tallinna Solarise keskus' });
  });

  it('narrows by network and by every search word, ignoring case and diacritics', async () => {
    const tartu = (await queryData(MACHINES, { carrier: 'omniva', search: 'TARTU' })).parcelMachines;
    expect(tartu.length).toBeGreaterThan(0);
    expect(tartu.every((m: { carrier_code: string; city: string }) => m.carrier_code === 'omniva' && m.city === 'Tartu')).toBe(true);
    expect((await queryData(MACHINES, { search: 'ulemiste' })).parcelMachines.map((m: { id: string }) => m.id)).toEqual(['omniva-96003']);
    expect((await queryData(MACHINES, { search: 'papiniidu pärnu' })).parcelMachines.map((m: { id: string }) => m.id)).toEqual(['omniva-96012', 'smartpost-3112']);
    expect((await queryData(MACHINES, { search: '"; DROP TABLE parcel_machines; --' })).parcelMachines).toEqual([]);
    expect((await queryData(MACHINES, { carrier: 'dhl' })).parcelMachines).toEqual([]);
  });
});

describe('estonianAddresses', () => {
  it('seeds at least 200 addresses in towns and on islands, flagged as domain/delivery-rules.ts says', async () => {
    const rows = (await env.DB.prepare('SELECT * FROM estonian_addresses').all<EstonianAddressRow>()).results;
    expect(rows.length).toBeGreaterThanOrEqual(200);
    for (const city of ['Tallinn', 'Tartu', 'Pärnu', 'Narva', 'Kuressaare', 'Kärdla']) expect(rows.some((r) => r.city === city)).toBe(true);
    expect(rows.filter((r) => r.apartment !== null).length).toBeGreaterThan(50);
    for (const row of rows) expect([row.label, isIslandAddress(row)]).toEqual([row.label, row.is_island === 1]);
    expect(rows.filter((r) => r.is_island).map((r) => r.settlement)).toEqual(expect.arrayContaining(['Aegna', 'Tooni küla', 'Kuressaare linn', 'Kärdla linn', 'Hullo küla', 'Linaküla']));
  });

  it('finds an address by its words, without diacritics, best first (the exact house before longer numbers)', async () => {
    const [first] = (await queryData(ADDRESSES, { search: 'parnu mnt 139' })).estonianAddresses;
    expect(first).toMatchObject({ label: 'Pärnu mnt 139, Kesklinna linnaosa, Tallinn, 10141', street: 'Pärnu mnt', house: '139', apartment: null, city: 'Tallinn', county: 'Harju maakond', is_island: false });
    const results = (await queryData(ADDRESSES, { search: 'Tallinna 19' })).estonianAddresses;
    expect(results.length).toBeLessThanOrEqual(10);
    expect(results[0].house).toBe('19');
    const island = (await queryData(ADDRESSES, { search: 'kuressaare tallinna' })).estonianAddresses;
    expect(island.length).toBeGreaterThan(0);
    expect(island.every((a: { is_island: boolean; county: string }) => a.is_island && a.county === 'Saare maakond')).toBe(true);
    expect((await queryData(ADDRESSES, { search: 'maantee narva' })).estonianAddresses.every((a: { street: string }) => a.street.endsWith('mnt'))).toBe(true);
  });

  it('answers at most 10, nothing for one character, and survives search syntax and overlong input', async () => {
    expect((await queryData(ADDRESSES, { search: 'Tallinn' })).estonianAddresses).toHaveLength(10);
    expect((await queryData(ADDRESSES, { search: 'T' })).estonianAddresses).toEqual([]);
    for (const search of ['"', 'NEAR(a b)', 'pärnu OR *', '<script>alert(1)</script>', 'ä'.repeat(5000)]) {
      const { response, body } = await getGraphql(ADDRESSES, { search });
      expect(response.status).toBe(200);
      expect(body.errors).toBeUndefined();
    }
  });

  it('answers a search in a few milliseconds over the seeded addresses', async () => {
    const searches = ['parnu', 'tallinna 1', 'kuressaare', 'narva mnt 5', 'tartu riia', 'aegna'];
    await postGraphql(ADDRESSES, { search: 'warm' });
    const started = performance.now();
    for (let round = 0; round < 5; round++) for (const search of searches) await postGraphql(ADDRESSES, { search });
    const perSearch = (performance.now() - started) / (5 * searches.length);
    console.info(`estonianAddresses: ${perSearch.toFixed(1)} ms per search over the GraphQL endpoint`);
    expect(perSearch).toBeLessThan(100);
  });
});
