import type { TLanguage } from '@rider-portal/domain/markets';
import { textsIn } from '@rider-portal/i18n/catalogue';
import type { TAppContext } from '../../app-context.ts';
import { findRowsWithErrors } from './store.ts';
import type { TBulkJobRecord } from './store.ts';
import { buildBulkTemplate } from './template.ts';

/**
 * GET /bulk-job/failed-rows (issue 22): the rows with an error, of checking or of placing, in the
 * template's layout (its dropdowns and instructions), their cells as they were read, and each
 * one's error in `language` in a last column, which the reading ignores: corrected, the file is
 * uploaded again as it is.
 */
export async function buildFailedRowsFile(
  ctx: Pick<TAppContext, 'db'>,
  job: TBulkJobRecord,
  language: TLanguage,
): Promise<Buffer> {
  const rows = await findRowsWithErrors(ctx.db, job.id);
  const t = textsIn(language, 'web');
  return buildBulkTemplate(
    language,
    rows.map((row) => {
      const message = t(row.error ?? 'error.internal', row.errorParams ?? {});
      const column = row.errorColumn ? t(`bulk.sheet-column.${row.errorColumn}`) : null;
      return { cells: row.cells, error: column ? `${column}: ${message}` : message };
    }),
  );
}
