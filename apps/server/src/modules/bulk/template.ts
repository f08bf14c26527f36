import ExcelJS from 'exceljs';
import { BULK_DELIVERY_TYPES, BULK_PAYMENT_TYPES } from '@rider-portal/domain/bulk';
import type { TBulkColumnId as TDomainColumnId } from '@rider-portal/domain/bulk-columns';
import { isRtl } from '@rider-portal/domain/markets';
import type { TLanguage } from '@rider-portal/domain/markets';
import { textsIn } from '@rider-portal/i18n/catalogue';

/**
 * The Instructions sheet's lines after its title (the catalogue's bulk-template namespace). The
 * sheet name "Orders", the column values and the formats are what the file holds, so the texts
 * keep them as they are in every language.
 */
const INSTRUCTION_LINES = [
  'instructions.one-order-per-row',
  'instructions.drop-off',
  'instructions.types',
  'instructions.schedule',
  'instructions.amount-and-description',
  'instructions.customer-language',
  'instructions.file',
] as const;

/** The columns a bulk row has, in template order. */
export const BULK_COLUMNS = [
  {
    id: 'customer_name',
    header: 'Customer name',
    width: 24,
    example: ['Maria Georgiou', 'Andreas Christou'],
  },
  {
    id: 'customer_phone',
    header: 'Customer phone',
    width: 18,
    example: ['+35799123456', '+35799765432'],
  },
  {
    id: 'dropoff_address',
    header: 'Drop-off address',
    width: 36,
    example: ['Ledra Street 20, Nicosia', ''],
  },
  { id: 'latitude', header: 'Latitude', width: 12, example: ['', 35.1725] },
  { id: 'longitude', header: 'Longitude', width: 12, example: ['', 33.3617] },
  { id: 'unit', header: 'Unit', width: 10, example: ['3B', ''] },
  { id: 'building', header: 'Building', width: 16, example: ['Ledra Court', ''] },
  { id: 'notes', header: 'Notes for the rider', width: 28, example: ['Ring twice', ''] },
  { id: 'order_amount', header: 'Order amount', width: 14, example: [18.5, 32] },
  { id: 'description', header: 'Description', width: 28, example: ['2 pizzas', 'Groceries'] },
  { id: 'payment_type', header: 'Payment type', width: 20, example: ['CASH_ON_DELIVERY', 'PAID'] },
  { id: 'delivery_type', header: 'Delivery type', width: 14, example: ['instant', 'scheduled'] },
  {
    id: 'scheduled_date',
    header: 'Scheduled date (YYYY-MM-DD)',
    width: 24,
    example: ['', '2026-12-01'],
  },
  { id: 'scheduled_time', header: 'Scheduled time (HH:MM)', width: 20, example: ['', '12:30'] },
  { id: 'cold_bag', header: 'Cold bag (yes/no)', width: 16, example: ['no', 'yes'] },
  { id: 'age_check', header: 'Age check (yes/no)', width: 16, example: ['no', 'no'] },
  { id: 'customer_language', header: 'Customer language', width: 18, example: ['', 'en'] },
] as const satisfies readonly { id: TDomainColumnId; header: string; [more: string]: unknown }[];
export type TBulkColumnId = (typeof BULK_COLUMNS)[number]['id'];

/** Rows of the Orders sheet that get the dropdowns (our choice: a day's orders and more). */
const TEMPLATE_DROPDOWN_ROWS = 2000;

function listValidation(values: readonly string[]): ExcelJS.DataValidation {
  return {
    type: 'list',
    allowBlank: true,
    formulae: [`"${values.join(',')}"`],
    showErrorMessage: true,
  };
}

/**
 * The bulk template (Template.xlsx): the Orders sheet with dropdowns and two examples, and
 * instructions. With `rows` (issue 22, the rows that failed): those rows instead of the examples,
 * each with its error in a last column headed in the language.
 */
export async function buildBulkTemplate(
  language: TLanguage,
  rows?: readonly { cells: Record<string, unknown>; error: string }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Rider Portal';
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = BULK_COLUMNS.map((c) => ({ header: c.header, key: c.id, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  const t = textsIn(language, ['bulk-template', 'web']);
  if (rows) {
    const errorColumn = sheet.getColumn(BULK_COLUMNS.length + 1);
    errorColumn.width = 60;
    sheet.getCell(1, BULK_COLUMNS.length + 1).value = t('bulk.failed-rows.error-column');
    for (const row of rows) {
      const values = BULK_COLUMNS.map((c) => row.cells[c.id] ?? null) as ExcelJS.CellValue[];
      sheet.addRow([...values, row.error]);
    }
  } else {
    for (const i of [0, 1])
      sheet.addRow(Object.fromEntries(BULK_COLUMNS.map((c) => [c.id, c.example[i]])));
  }
  const validations: Partial<Record<TBulkColumnId, readonly string[]>> = {
    payment_type: BULK_PAYMENT_TYPES,
    delivery_type: BULK_DELIVERY_TYPES,
    cold_bag: ['yes', 'no'],
    age_check: ['yes', 'no'],
  };
  BULK_COLUMNS.forEach((column, index) => {
    const values = validations[column.id];
    if (!values) return;
    const letter = sheet.getColumn(index + 1).letter;
    // Dropdowns on the first rows; further rows still take the same values typed in.
    for (let row = 2; row <= TEMPLATE_DROPDOWN_ROWS + 1; row += 1)
      sheet.getCell(`${letter}${row}`).dataValidation = listValidation(values);
  });
  // Spreadsheets read "+35799123456" as a number and drop the plus: phones are kept as text.
  sheet.getColumn('customer_phone').numFmt = '@';
  const help = workbook.addWorksheet('Instructions', {
    views: [{ rightToLeft: isRtl(language) }],
  });
  help.getColumn(1).width = 110;
  help.addRow([t('instructions.title')]).font = { bold: true, size: 14 };
  for (const key of INSTRUCTION_LINES) help.addRow([t(key)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
