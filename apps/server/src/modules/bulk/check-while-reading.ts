import { matchBulkHeader } from '@rider-portal/domain/bulk-columns';
import type { TAppContext } from '../../app-context.ts';
import { timeSlicer } from '../../platform/time-slice.ts';
import { loadOrdersPlacedToday, probableDuplicateOf } from './duplicates.ts';
import { bulkHeaderAliases } from './headers.ts';
import { checkRow, loadJobEnv } from './preprocess.ts';
import { cellsOf } from './rows.ts';
import { BULK_INSERT_ROWS, rowRecordOf } from './store.ts';
import type { TRowRecord } from './store.ts';
import type { TSheetRow } from './xlsx-reader.ts';

// An upload's rows are checked on the server's main thread while the reading worker reads the
// next ones (two cores at once), and each batch is written with its verdicts in one insert while
// the next is checked: the rows are never written PENDING, read back and updated, nor all held.
// Rows the checking has not reached when the upload stops waiting for it are written PENDING,
// and the job's runner checks them.

/** Rows ready to write: the JSON text of their TRowRecords, how many, how many of them checked. */
export type TRowBatch = { json: string; count: number; checked: number };

/**
 * Checks the rows handed to `push` in order as they come, and hands them to `save` a batch of
 * BULK_INSERT_ROWS at a time (one save at a time, in sheet order). `finish` waits for the
 * checking up to `waitMs` after the last rows came, hands on the rest PENDING, waits for the last
 * save and answers how many rows were saved. `stop` drops what is left (the reading was refused).
 * A row whose checking throws (an error no check foresaw) or a failed save is thrown by `finish`.
 */
export async function startCheckingRows(
  ctx: TAppContext,
  vendorId: string,
  save: (batch: TRowBatch) => Promise<void>,
) {
  const [env, placedToday] = await Promise.all([
    loadJobEnv(ctx, vendorId),
    loadOrdersPlacedToday(ctx, vendorId),
  ]);
  const slice = timeSlicer();
  let columns: ReturnType<typeof matchBulkHeader>['columns'] | undefined;
  let isChecking = true;
  let isDropped = false;
  let failure: unknown = null;
  let queue: Promise<void> = Promise.resolve();
  let saving: Promise<void> = Promise.resolve();
  let saved = 0;
  const fail = (error: unknown) => {
    failure ??= error ?? new Error('checking rows failed');
  };

  // The next batch is checked while this one is written.
  const handOn = async (records: TRowRecord[]) => {
    await saving;
    if (isDropped || failure) return;
    const checked = records.filter((r) => r.status !== 'PENDING').length;
    const batch = { json: JSON.stringify(records), count: records.length, checked };
    saving = save(batch).then(() => {
      saved += batch.count;
    }, fail);
  };

  const checkBatch = async (rows: TSheetRow[], header: string[]) => {
    columns ??= matchBulkHeader(header, bulkHeaderAliases()).columns;
    if (!columns) return;
    let records: TRowRecord[] = [];
    for (const row of rows) {
      if (isDropped || failure) return;
      const cells = cellsOf(row.values, columns);
      if (isChecking) {
        const verdict = await checkRow(ctx, env, cells, ctx.clock.now());
        const duplicateOrderId = probableDuplicateOf(ctx, placedToday, verdict.payload);
        records.push(rowRecordOf(row.rowNumber, cells, { ...verdict, duplicateOrderId }));
      } else records.push(rowRecordOf(row.rowNumber, cells));
      if (records.length >= BULK_INSERT_ROWS) {
        await handOn(records);
        records = [];
      }
      // Also between unchecked rows and writes: an embedded database's statements resolve
      // without a turn of the event loop.
      await slice();
    }
    if (records.length) await handOn(records);
  };

  return {
    push(rows: TSheetRow[], header: string[]) {
      queue = queue.then(() => checkBatch(rows, header).catch(fail));
    },
    stop() {
      isDropped = true;
    },
    async finish(waitMs: number): Promise<number> {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        queue,
        new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            isChecking = false;
            resolve();
          }, waitMs);
        }),
      ]);
      clearTimeout(timer);
      await queue;
      await saving;
      if (failure) throw failure;
      return saved;
    },
  };
}
