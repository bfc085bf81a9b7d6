// Multi-row INSERTs with the values written into the SQL text. D1 allows at most 100 bound
// parameters per statement (https://developers.cloudflare.com/d1/platform/limits/), which would
// mean a handful of rows per statement; literals let one statement carry hundreds of rows, up to
// the 100 KB statement limit. Only for rows we generate ourselves, never for request input.

type Value = string | number | null;

/** SQLite literal for a value: strings single-quoted with quotes doubled, no other escapes. */
export function sqlLiteral(value: Value | boolean | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * INSERT statements for `rows` (objects with the same keys), each below `maxBytes` of UTF-8
 * SQL. Throws if a single row alone is larger than that.
 */
export function insertStatements(table: string, rows: Array<Record<string, Value>>, maxBytes = 90_000): string[] {
  if (!rows.length) return [];
  const columns = Object.keys(rows[0]!);
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  const headBytes = utf8Length(head);
  const statements: string[] = [];
  let values: string[] = [];
  let size = headBytes;
  for (const row of rows) {
    const tuple = `(${columns.map((c) => sqlLiteral(row[c])).join(', ')})`;
    const bytes = utf8Length(tuple);
    if (headBytes + bytes > maxBytes) throw new Error(`A ${table} row is larger than ${maxBytes} bytes`);
    if (values.length && size + bytes + 1 > maxBytes) {
      statements.push(head + values.join(','));
      values = [];
      size = headBytes;
    }
    values.push(tuple);
    size += bytes + 1;
  }
  statements.push(head + values.join(','));
  return statements;
}

/** Bytes of `text` in UTF-8, without allocating an encoded copy. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? 2 : code >= 0xdc00 && code <= 0xdfff ? 2 : 3;
  }
  return bytes;
}
