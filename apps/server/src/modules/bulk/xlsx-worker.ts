import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../http/errors.ts';
import { readXlsxRows } from './xlsx-reader.ts';

// Reads one uploaded spreadsheet off the server's main thread (see readXlsxRowsOffThread).
const bytes = new Uint8Array(workerData as ArrayBuffer);
try {
  parentPort!.postMessage({ ok: true, sheet: await readXlsxRows(bytes) });
} catch (error) {
  parentPort!.postMessage(
    error instanceof AppError
      ? { ok: false, status: error.status, key: error.translationKey }
      : { ok: false, status: 400, key: 'bulk.file-format-invalid' },
  );
}
