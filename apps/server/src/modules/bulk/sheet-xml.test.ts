import { describe, expect, it } from 'vitest';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { rawWorkbook } from '../../../test/helpers/bulk-files.ts';
import { isDateFormatCode } from './sheet-xml.ts';
import { readAllXlsxRows } from './xlsx-reader.ts';

// The sheet as its markup says, read without a workbook library: each kind of cell a spreadsheet
// program writes, and the number formats that make a number a date.

const STYLES = strToU8(
  '<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<numFmts count="2"><numFmt numFmtId="164" formatCode="0.00 &quot;days&quot;"/><numFmt numFmtId="165" formatCode="[$-409]dd/mm/yyyy\\ hh:mm"/></numFmts>' +
    '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="22"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs></styleSheet>',
);

function workbook(sheetData: string, opts: { isDate1904?: boolean } = {}): Uint8Array {
  const parts = unzipSync(
    rawWorkbook({
      sheetData,
      sharedStrings: [
        '<r><t>Ma</t></r><r><rPr><b/></rPr><t>ria</t></r><rPh sb="0" eb="1"><t>XX</t></rPh>',
      ],
      extraParts: { 'xl/styles.xml': STYLES },
    }),
  );
  // rawWorkbook wraps each shared string in <t>: this one is rich text, so unwrap it.
  parts['xl/sharedStrings.xml'] = strToU8(
    new TextDecoder()
      .decode(parts['xl/sharedStrings.xml'])
      .replace('<si><t><r>', '<si><r>')
      .replace('</rPh></t></si>', '</rPh></si>'),
  );
  if (opts.isDate1904) {
    parts['xl/workbook.xml'] = strToU8(
      new TextDecoder()
        .decode(parts['xl/workbook.xml'])
        .replace('<sheets>', '<workbookPr date1904="1"/><sheets>'),
    );
  }
  return zipSync(parts);
}

const header =
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c><c r="B1" t="inlineStr"><is><t>When</t></is></c>' +
  '<c r="C1" t="inlineStr"><is><t>Paid</t></is></c><c r="D1" t="inlineStr"><is><t>Note</t></is></c></row>';

describe('reading a sheet from its markup', () => {
  it('reads shared rich text, dates by their format, booleans, formula text, errors and inline runs', async () => {
    const bytes = workbook(
      header +
        '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" s="1"><v>46000.5</v></c><c r="C2" t="b"><v>1</v></c>' +
        '<c r="D2" t="str"><f>CONCAT("o","k")</f><v>o&amp;k_x000D_</v></c></row>' +
        '<row r="4"><c r="A4" t="e"><v>#N/A</v></c><c r="B4" s="2"><v>3.5</v></c><c r="C4"><f>NOW()</f></c>' +
        '<c r="D4" t="inlineStr"><is><r><t>a </t></r><r><t>b</t></r></is></c></row>' +
        '<row r="5"><c r="B5" s="3"><v>46000.25</v></c><c r="C5" t="b"><v>0</v></c></row>',
    );
    const { header: names, rows } = await readAllXlsxRows(bytes);
    expect(names).toEqual(['Name', 'When', 'Paid', 'Note']);
    expect(rows.map((r) => [r.rowNumber, ...r.values])).toEqual([
      [2, 'Maria', '2025-12-09T12:00:00.000Z', true, 'o&k'],
      [4, null, 3.5, null, 'a b'],
      [5, null, '2025-12-09T06:00:00.000Z', false],
    ]);
  });

  it('counts dates from 1904 in a workbook that says so', async () => {
    const bytes = workbook(`${header}<row r="2"><c r="B2" s="1"><v>46000.5</v></c></row>`, {
      isDate1904: true,
    });
    expect((await readAllXlsxRows(bytes)).rows[0]?.values[1]).toBe('2029-12-10T12:00:00.000Z');
  });

  it('places cells by their reference, and in turn where a program leaves it out', async () => {
    const bytes = workbook(
      `${header}<row r="7"><c t="inlineStr"><is><t>first</t></is></c><c r="C7" t="b"><v>1</v></c><c><v>9</v></c></row>`,
    );
    expect((await readAllXlsxRows(bytes)).rows).toEqual([
      { rowNumber: 7, values: ['first', null, true, 9] },
    ]);
  });

  it('tells date formats from number formats', () => {
    for (const code of [
      'dd/mm/yyyy',
      'h:mm AM/PM',
      '[$-409]d-mmm-yy',
      '[h]:mm:ss',
      'yyyy-mm-dd"T"hh:mm',
    ])
      expect(isDateFormatCode(code), code).toBe(true);
    for (const code of ['General', '0.00', '#,##0 "days"', '[Red]0.00', '[$€-2] #,##0.00', '@'])
      expect(isDateFormatCode(code), code).toBe(false);
  });
});
