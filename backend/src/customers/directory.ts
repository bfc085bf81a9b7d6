// Query.countries / country (Magento's DirectoryGraphQl): the countries the shop delivers to and
// Estonia's counties as EE regions (codes and names of Magento's directory data).
import { inputError, noSuchEntity } from '../commerce/errors';
import type { Resolvers } from '../generated/resolvers';
import type { QueryResolver } from '../commerce/resolver-types';

export type RegionRow = { id: number; country_id: string; code: string; name: string };
type CountryRow = { id: string; name_et: string; name_en: string };

export async function regionsOf(db: D1Database): Promise<RegionRow[]> {
  return (await db.prepare('SELECT id, country_id, code, name FROM directory_regions ORDER BY country_id, name').all<RegionRow>()).results;
}

export async function allowedCountries(db: D1Database): Promise<Set<string>> {
  return new Set((await db.prepare('SELECT id FROM directory_countries').all<{ id: string }>()).results.map((r) => r.id));
}

function countryShape(row: CountryRow, regions: RegionRow[]) {
  const own = regions.filter((r) => r.country_id === row.id).map((r) => ({ id: r.id, code: r.code, name: r.name }));
  return {
    id: row.id,
    two_letter_abbreviation: row.id,
    full_name_locale: row.name_et,
    full_name_english: row.name_en,
    available_regions: own.length ? own : null,
  };
}

const countries: QueryResolver<'countries'> = async (_s, _a, { db }) => {
  const [rows, regions] = await Promise.all([db.prepare('SELECT id, name_et, name_en FROM directory_countries ORDER BY position').all<CountryRow>(), regionsOf(db)]);
  return rows.results.map((row) => countryShape(row, regions));
};

/** Magento: 'Country "id" value should be specified'; 'The country isn't available.' (graphql-no-such-entity). */
const country: QueryResolver<'country'> = async (_s, { id }, { db }) => {
  if (!id) throw inputError('Country "id" value should be specified');
  const row = id.length <= 3 ? await db.prepare('SELECT id, name_et, name_en FROM directory_countries WHERE id = ?').bind(id.toUpperCase()).first<CountryRow>() : null;
  if (!row) throw noSuchEntity("The country isn't available.");
  return countryShape(row, await regionsOf(db));
};

export const directoryResolvers = {
  Query: { countries, country },
} satisfies Resolvers;
