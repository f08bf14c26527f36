// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { TBulkJobRow, TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import el from '@rider-portal/i18n/locales/el/web.json';
import { jobErrorText, rowProblemText } from './problem-text';

// Issue 22: a problem names where it is, the column in the reader's language.

const texts: Record<string, string> = el;
const t = ((key: string, params: Record<string, unknown> = {}) =>
  (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  )) as unknown as TFunction;

const job = { sheet_name: 'Παραγγελίες', error: null, error_params: null } as TBulkJobSummary;
const row = {
  row_number: 12,
  error: 'validation.phone-invalid',
  error_params: null,
  error_column: 'customer_phone',
} as TBulkJobRow;

describe('problem texts', () => {
  it("says the sheet, the row and the column in the reader's language", () => {
    expect(rowProblemText(t, job, row)).toBe(
      `Φύλλο 'Παραγγελίες', γραμμή 12, στήλη '${texts['bulk.sheet-column.customer_phone']}': ${texts['validation.phone-invalid']}`,
    );
    expect(rowProblemText(t, job, { ...row, error_column: null })).toBe(
      `Φύλλο 'Παραγγελίες', γραμμή 12: ${texts['validation.phone-invalid']}`,
    );
    // A job from before sheets were kept: the column only.
    expect(rowProblemText(t, { ...job, sheet_name: null }, row)).toBe(
      `${texts['bulk.sheet-column.customer_phone']}: ${texts['validation.phone-invalid']}`,
    );
  });

  it('names the missing column of a file in the language', () => {
    const failed = {
      ...job,
      error: 'bulk.column-missing',
      error_params: { sheet: 'Orders', row: '1', column: 'customer_name' },
    } as TBulkJobSummary;
    expect(jobErrorText(t, failed)).toContain(`'${texts['bulk.sheet-column.customer_name']}'`);
    expect(jobErrorText(t, failed)).toContain("Φύλλο 'Orders', γραμμή 1");
  });
});
