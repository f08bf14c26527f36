import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/**
 * A named `with` clause. PostgreSQL takes data-modifying `with` clauses at the top of a statement
 * only, so a store that writes as part of another store's statement hands over its clauses, and
 * the statement lists them in order (a clause reads those before it by name).
 */
export type TWithClause = { name: string; body: SQL };

/** `with a as (...), b as (...) main`; just `main` when there is no clause. */
export function withClauses(clauses: readonly TWithClause[], main: SQL): SQL {
  if (clauses.length === 0) return main;
  const listed = sql.join(
    clauses.map((c) => sql`${sql.identifier(c.name)} as (${c.body})`),
    sql`, `,
  );
  return sql`with ${listed} ${main}`;
}

/** The rows a raw statement answers (node-postgres and PGlite both put them under `rows`). */
export function rowsOf<TRow>(result: unknown): TRow[] {
  return (result as { rows: TRow[] }).rows;
}
