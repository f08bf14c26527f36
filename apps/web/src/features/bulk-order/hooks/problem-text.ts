import type { TFunction } from 'i18next';
import type { TBulkJobRow, TBulkJobSummary } from '@rider-portal/domain/bulk-job';

// Issue 22: a problem is named where it is ("Sheet 'Orders', row 12, column 'Customer phone': …"),
// the column in the reader's language.

/** The job-level error (a missing column names its sheet, row and column). */
export function jobErrorText(t: TFunction, job: TBulkJobSummary): string {
  if (!job.error) return '';
  const params: Record<string, string> = { ...(job.error_params ?? {}) };
  if (params.column) params.column = t(`bulk.sheet-column.${params.column}`);
  return t(job.error, params);
}

/** A row's error with where it is in the file. */
export function rowProblemText(t: TFunction, job: TBulkJobSummary, row: TBulkJobRow): string {
  if (!row.error) return '';
  const message = t(row.error, row.error_params ?? {});
  const column = row.error_column ? t(`bulk.sheet-column.${row.error_column}`) : null;
  // A job uploaded before its sheet was kept names the column only.
  if (job.sheet_name === null) return column ? `${column}: ${message}` : message;
  const where = { sheet: job.sheet_name, row: row.row_number, message };
  return column ? t('bulk.problem.at', { ...where, column }) : t('bulk.problem.at-row', where);
}
