import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../http/errors.ts';
import { readXlsxRows } from './xlsx-reader.ts';
import type { TReaderMessage } from './xlsx-reader.ts';

// Reads one uploaded spreadsheet off the server's main thread (see readXlsxRowsOffThread), and
// posts its rows in batches as they are read.
const post = (message: TReaderMessage) => parentPort!.postMessage(message);
// Stay until the server has taken the last message and ends this worker: a worker that ended by
// itself could be seen to exit before its answer arrived.
parentPort!.on('message', () => {});
const bytes = new Uint8Array(workerData as ArrayBuffer);
try {
  const { header } = await readXlsxRows(bytes, (rows) => post({ kind: 'rows', rows }));
  post({ kind: 'done', header });
} catch (error) {
  post(
    error instanceof AppError
      ? { kind: 'refused', status: error.status, key: error.translationKey, details: error.details }
      : { kind: 'refused', status: 400, key: 'bulk.file-format-invalid' },
  );
}
