import { parentPort, workerData } from 'node:worker_threads';
import { matchBulkHeader } from '@rider-portal/domain/bulk-columns';
import { AppError } from '../../http/errors.ts';
import { readCsvRows } from './csv-reader.ts';
import { readXlsxRows } from './xlsx-reader.ts';
import type { TReadOptions, TReaderInput, TReaderMessage, TSheetRow } from './xlsx-reader.ts';

// Reads one uploaded spreadsheet (or CSV file) off the server's main thread (see
// readXlsxRowsOffThread), and posts its rows in batches as they are read.
const post = (message: TReaderMessage) => parentPort!.postMessage(message);
// Stay until the server has taken the last message and ends this worker: a worker that ended by
// itself could be seen to exit before its answer arrived.
parentPort!.on('message', () => {});
const input = workerData as TReaderInput;
const bytes = new Uint8Array(input.bytes);
const aliases = input.headerAliases ? new Map(input.headerAliases) : null;
const opts: TReadOptions = aliases
  ? { isHeader: (values) => matchBulkHeader(values, aliases).columns !== null }
  : {};
const onRows = (rows: TSheetRow[], header: string[]) => post({ kind: 'rows', rows, header });
try {
  const read =
    input.csvSheetName === null
      ? await readXlsxRows(bytes, onRows, opts)
      : readCsvRows(bytes, onRows, { ...opts, sheetName: input.csvSheetName });
  post({ kind: 'done', read });
} catch (error) {
  post(
    error instanceof AppError
      ? { kind: 'refused', status: error.status, key: error.translationKey, details: error.details }
      : { kind: 'refused', status: 400, key: 'bulk.file-format-invalid' },
  );
}
