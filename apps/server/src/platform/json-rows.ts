import { SQL, getTableColumns, is, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Many rows of a table as one JSON parameter (`jsonb_populate_recordset`), for inserts of many rows
 * at once: a multi-row VALUES list is one parameter per cell, and building it (and sending it to
 * the embedded database) costs more than the insert itself. `columns` lists the given fields'
 * columns, `source` reads them in the same order: `insert into t (columns) select columns from
 * source`. A field left out of a row takes its column's default (a plain value; a default the
 * database computes cannot be given this way).
 */
export function jsonRows<TTable extends PgTable>(
  table: TTable,
  fields: readonly (keyof TTable['$inferInsert'] & string)[],
  rows: readonly TTable['$inferInsert'][],
): { columns: SQL; source: SQL } {
  const shape = jsonRowsShape(table, fields);
  return { columns: shape.columns, source: shape.sourceOf(shape.recordsOf(rows)) };
}

/**
 * jsonRows in two halves, for a statement prepared once: `columns` and `sourceOf(param)` build the
 * SQL (`param` a value or a placeholder), `recordsOf(rows)` the JSON text each run passes in.
 */
export function jsonRowsShape<TTable extends PgTable>(
  table: TTable,
  fields: readonly (keyof TTable['$inferInsert'] & string)[],
): {
  columns: SQL;
  sourceOf: (records: unknown) => SQL;
  recordsOf: (rows: readonly TTable['$inferInsert'][]) => string;
} {
  const all = getTableColumns(table);
  const picked = fields.map((field) => {
    const column = all[field]!;
    if (is(column.default, SQL)) throw new Error(`${column.name}: its default is computed`);
    return { field, name: column.name, fallback: column.default ?? null };
  });
  const recordsOf = (rows: readonly TTable['$inferInsert'][]) =>
    JSON.stringify(
      rows.map((row) =>
        Object.fromEntries(
          picked.map((c) => {
            const value = (row as Record<string, unknown>)[c.field];
            return [c.name, value === undefined ? c.fallback : value];
          }),
        ),
      ),
    );
  const columns = sql.join(
    picked.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  return {
    columns,
    sourceOf: (records) => sql`jsonb_populate_recordset(null::${table}, ${records}::jsonb)`,
    recordsOf,
  };
}

/** Every column of the table, in the order drizzle lists them in an insert (no generated columns). */
export function insertableFields<TTable extends PgTable>(
  table: TTable,
): (keyof TTable['$inferInsert'] & string)[] {
  return Object.keys(getTableColumns(table)) as (keyof TTable['$inferInsert'] & string)[];
}
