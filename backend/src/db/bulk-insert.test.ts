import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { insertStatements, sqlLiteral } from './bulk-insert';

describe('sqlLiteral', () => {
  it.each([
    [null, 'NULL'],
    [12.5, '12.5'],
    [true, '1'],
    ["Söögitool 'Aino'", "'Söögitool ''Aino'''"],
  ])('%s -> %s', (value, literal) => {
    expect(sqlLiteral(value)).toBe(literal);
  });

  it('refuses numbers SQLite cannot read back', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });
});

describe('insertStatements', () => {
  it('splits rows to stay below the size limit and round-trips awkward text through D1', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ path: `k${i}`, value: `'); DROP TABLE meta; -- ${'ä'.repeat(i)}` }));
    const statements = insertStatements('store_config', rows, 400);
    expect(statements.length).toBeGreaterThan(5);
    expect(statements.every((s) => new TextEncoder().encode(s).length <= 400)).toBe(true);
    await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
    const back = await env.DB.prepare('SELECT path, value FROM store_config ORDER BY rowid').all();
    expect(back.results).toEqual(rows);
  });
});
