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
 * INSERT statements for `rows` (objects with the same keys), each below `maxBytes` of SQL.
 * Throws if a single row alone is larger than that.
 */
export function insertStatements(table: string, rows: Array<Record<string, Value>>, maxBytes = 90_000): string[] {
  if (!rows.length) return [];
  const columns = Object.keys(rows[0]!);
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  const statements: string[] = [];
  let values: string[] = [];
  let size = head.length;
  for (const row of rows) {
    const tuple = `(${columns.map((c) => sqlLiteral(row[c])).join(', ')})`;
    if (head.length + tuple.length > maxBytes) throw new Error(`A ${table} row is larger than ${maxBytes} bytes`);
    if (values.length && size + tuple.length + 1 > maxBytes) {
      statements.push(head + values.join(','));
      values = [];
      size = head.length;
    }
    values.push(tuple);
    size += tuple.length + 1;
  }
  statements.push(head + values.join(','));
  return statements;
}
