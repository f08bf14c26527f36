import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TBulkJobDetail } from '@rider-portal/domain/bulk-job';
import { getMarket } from '@rider-portal/domain/markets';
import { filledTemplate, validOrder } from '../../../test/helpers/bulk-files.ts';
import type { TSheetOrder } from '../../../test/helpers/bulk-files.ts';
import {
  signInDemo,
  startServerProcess as startServer,
  stopped,
} from '../../../test/helpers/server-process.ts';
import type { TServerProcess as TServer } from '../../../test/helpers/server-process.ts';
import { openDatabase } from '../../platform/db.ts';
import type { TDb } from '../../platform/db.ts';
import { resetCountryParameter, setCountryParameter } from '../country-params/service.ts';

// Crash-resume: the real server process on its own data directory, killed (SIGKILL,
// no shutdown) while it places a bulk job, then started again: every valid row has exactly one
// order. PGlite: the restarted server is the only one on its database, so it resumes at once.

const VALID_ROWS = 120;

async function jobOf(server: TServer, authorization: string, jobId: string, rows = false) {
  const res = await fetch(
    `${server.base}/api/v1/bulk-job/detail/V1001/${jobId}?include_rows=${rows}`,
    { headers: { authorization } },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { body: TBulkJobDetail }).body;
}

async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/** Names without digits (000 §5 rule 3): Crash Aa, Crash Ab, … */
function nameOf(index: number): string {
  const letter = (n: number) => String.fromCharCode(97 + n);
  return `Crash ${letter(Math.floor(index / 26)).toUpperCase()}${letter(index % 26)}`;
}

/** Uploads `rows` for the demo vendor and waits until they are checked. */
async function uploadAndCheck(server: TServer, authorization: string, rows: TSheetOrder[]) {
  const form = new FormData();
  form.set('vendor_id', 'V1001');
  form.set('content', new Blob([await filledTemplate(rows)]), 'crash.xlsx');
  const created = await fetch(`${server.base}/api/v1/bulk-job/create`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  expect(created.status).toBe(200);
  const jobId = ((await created.json()) as { body: TBulkJobDetail }).body.bulk_job.bulk_job_id;
  const checked = await until(
    () => jobOf(server, authorization, jobId),
    (d) => d.bulk_job.stage === 'PREPROCESSED',
  );
  return { jobId, checked };
}

/** The demo vendor's orders of the last hour whose customer's name starts with `prefix`. */
async function ordersNamed(server: TServer, authorization: string, prefix: string) {
  const now = Math.floor(Date.now() / 1000);
  const list = await fetch(
    `${server.base}/api/v1/vendor/V1001/orders?from=${now - 3600}&to=${now + 60}&count=200`,
    { headers: { authorization } },
  );
  const { result } = (await list.json()) as {
    result: { data: { order_id: string; customer: { name: string } }[] };
  };
  return result.data.filter((o) => o.customer.name.startsWith(prefix));
}

/** Changes the stopped server's database: its embedded PGlite, opened by this process a moment. */
async function withDatabase(dataDir: string, change: (db: TDb) => Promise<void>) {
  const database = await openDatabase({ databaseUrl: null, dataDir: join(dataDir, 'pglite') });
  try {
    await change(database.db);
  } finally {
    await database.close();
  }
}

/** A service window that is closed now in the market (the next hour but one). */
function closedWindowNow(): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: getMarket('CY').timeZone,
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  const at = (h: number) => `${String(h % 24).padStart(2, '0')}00`;
  return `${at(hour + 2)}:${at(hour + 3)}`;
}

describe('bulk placement survives a crash of the server', () => {
  let dataDir = '';
  const dirs: string[] = [];
  const servers: TServer[] = [];
  afterAll(async () => {
    for (const server of servers) await stopped(server.process, 'SIGKILL');
    for (const dir of [dataDir, ...dirs]) {
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  });

  it('places every valid row exactly once after a kill during placement and a restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rp-crash-'));
    const first = await startServer(dataDir);
    servers.push(first);
    const authorization = await signInDemo(first.base);

    const rows = Array.from({ length: VALID_ROWS }, (_, i) => validOrder(nameOf(i)));
    rows.push(validOrder('Crash Invalid', { customer_phone: '12' }), validOrder(''));
    const { jobId, checked } = await uploadAndCheck(first, authorization, rows);
    expect(checked.bulk_job).toMatchObject({
      status: 'PREPROCESS_SUCCESS_WITH_ERROR',
      success_row_count: VALID_ROWS,
    });

    const placing = await fetch(`${first.base}/api/v1/bulk-job/place-orders/${jobId}`, {
      method: 'POST',
      headers: { authorization },
    });
    expect(await placing.json()).toEqual({ code: 200, body: 'success' });
    const before = await until(
      () => jobOf(first, authorization, jobId),
      (d) => d.bulk_job.orders_placed >= 3,
    );
    await stopped(first.process, 'SIGKILL');
    expect(before.bulk_job.orders_placed, 'killed in the middle of placement').toBeLessThan(
      VALID_ROWS,
    );

    const second = await startServer(dataDir);
    servers.push(second);
    const done = await until(
      () => jobOf(second, authorization, jobId, true),
      (d) => d.bulk_job.stage === 'DONE',
    );
    expect(done.bulk_job).toMatchObject({
      status: 'ORDER_PLACEMENT_SUCCESS',
      orders_placed: VALID_ROWS,
      placement_error_count: 0,
    });
    const orderIds = done.orders.filter((r) => r.status === 'PLACED').map((r) => r.order_id);
    expect(new Set(orderIds).size).toBe(VALID_ROWS);

    // The vendor's orders, counted by customer: each valid row once, no invalid row.
    const crashOrders = await ordersNamed(second, authorization, 'Crash ');
    expect(crashOrders).toHaveLength(VALID_ROWS);
    expect(new Set(crashOrders.map((o) => o.customer.name)).size).toBe(VALID_ROWS);
    expect(new Set(crashOrders.map((o) => o.order_id))).toEqual(new Set(orderIds));
    await stopped(second.process, 'SIGTERM');
  }, 240_000);

  it('resubmits the rows that failed at placement, each placed once after a kill in between', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rp-resubmit-'));
    dirs.push(dir);
    const start = async () => {
      const server = await startServer(dir);
      servers.push(server);
      return server;
    };
    // Checked, then placed while the service window is closed: every row fails at placement.
    const checking = await start();
    const authorization = await signInDemo(checking.base);
    const rows = Array.from({ length: VALID_ROWS }, (_, i) =>
      validOrder(nameOf(i).replace('Crash', 'Again')),
    );
    const { jobId } = await uploadAndCheck(checking, authorization, rows);
    await stopped(checking.process, 'SIGTERM');
    await withDatabase(dir, (db) => setCountryParameter(db, 'serviceHours', closedWindowNow()));
    const closed = await start();
    await fetch(`${closed.base}/api/v1/bulk-job/place-orders/${jobId}`, {
      method: 'POST',
      headers: { authorization },
    });
    const failed = await until(
      () => jobOf(closed, authorization, jobId),
      (d) => d.bulk_job.stage === 'DONE',
    );
    expect(failed.bulk_job).toMatchObject({
      status: 'ORDER_PLACEMENT_FAIL',
      placement_error_count: VALID_ROWS,
    });
    await stopped(closed.process, 'SIGTERM');

    // Open again; the resubmission killed in the middle, then resumed by the next start.
    await withDatabase(dir, (db) => resetCountryParameter(db, 'serviceHours'));
    const open = await start();
    const res = await fetch(`${open.base}/api/v1/bulk-job/resubmit/V1001/${jobId}`, {
      method: 'POST',
      headers: { authorization },
    });
    expect(res.status).toBe(200);
    const before = await until(
      () => jobOf(open, authorization, jobId),
      (d) => d.bulk_job.orders_placed >= 3,
    );
    await stopped(open.process, 'SIGKILL');
    expect(before.bulk_job.orders_placed, 'killed in the middle of placement').toBeLessThan(
      VALID_ROWS,
    );
    const resumed = await start();
    const done = await until(
      () => jobOf(resumed, authorization, jobId, true),
      (d) => d.bulk_job.stage === 'DONE',
    );
    expect(done.bulk_job).toMatchObject({
      status: 'ORDER_PLACEMENT_SUCCESS',
      orders_placed: VALID_ROWS,
      placement_error_count: 0,
      attempt: 2,
    });
    const placed = await ordersNamed(resumed, authorization, 'Again ');
    expect(placed).toHaveLength(VALID_ROWS);
    expect(new Set(placed.map((o) => o.customer.name)).size).toBe(VALID_ROWS);
    await stopped(resumed.process, 'SIGTERM');
  }, 300_000);
});
