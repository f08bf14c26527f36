import type { FastifyBaseLogger } from 'fastify';
import {
  WEBHOOK_DISABLE_AFTER_HOURS,
  WEBHOOK_LOG_RETENTION_DAYS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_TIMEOUT_MS,
} from '@rider-portal/domain/constants';
import type { TAppContext } from '../../app-context.ts';
import { findOrdersByIds } from '../orders/store.ts';
import { trackingPath } from '../public-tracking/tokens.ts';
import { findOwnerEmails } from '../vendors/store.ts';
import type { TApiClientRow } from './store.ts';
import { webhookDisabledMail } from './webhook-mail.ts';
import { callbackBody, testCallbackBody } from './webhook-payload.ts';
import { postWebhook, signatureHeaders } from './webhook-send.ts';
import type { TPostOutcome } from './webhook-send.ts';
import {
  claimDueDeliveries,
  disableEndpoint,
  findApiOrderRefs,
  findClientsByIds,
  markEndpointFailing,
  markEndpointHealthy,
  purgeDeliveries,
  recordAttempt,
} from './webhook-store.ts';
import type { TWebhookDeliveryRow } from './webhook-store.ts';

// Webhooks go out from a queue in the database (webhook_deliveries), filled by the orders table's
// trigger in the very transaction that changes an order's status: none is lost to a crash, and
// every server takes its share (rows are leased with SKIP LOCKED). A message leased by a server
// that died is taken again when its lease ends: at least once, in order per order.

/** How often a server looks for due messages (our choice: well inside the 1 s target). */
export const WEBHOOK_POLL_EVERY_MS = 250;
/** Messages one sweep sends at most, side by side (our choice). */
const SWEEP_BATCH = 100;
/** A message is held this long by the server sending it: its timeout and a margin. */
const LEASE_MS = WEBHOOK_TIMEOUT_MS + 5_000;
/** How often a server forgets old log entries. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

type TLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
const silent: TLog = { info: () => {}, warn: () => {}, error: () => {} };

type TWorker = {
  queue: Promise<unknown>;
  timer: ReturnType<typeof setInterval> | null;
  isStopping: boolean;
  isSweeping: boolean;
  lastPurgeAt: number;
};

const workers = new WeakMap<TAppContext, TWorker>();

function workerOf(ctx: TAppContext): TWorker {
  let worker = workers.get(ctx);
  if (!worker) {
    worker = {
      queue: Promise.resolve(),
      timer: null,
      isStopping: false,
      isSweeping: false,
      lastPurgeAt: 0,
    };
    workers.set(ctx, worker);
  }
  return worker;
}

/** Where links in a webhook point: PUBLIC_URL, else this server as configured. */
function originOf(ctx: TAppContext): string {
  return ctx.config.publicUrl?.replace(/\/+$/, '') ?? `http://localhost:${ctx.config.port}`;
}

/** The body of one message: its order as it stands, with the status and time it reports. */
async function bodiesFor(
  ctx: TAppContext,
  deliveries: TWebhookDeliveryRow[],
): Promise<Map<number, string>> {
  const orderIds = deliveries.flatMap((d) => (d.orderId ? [d.orderId] : []));
  const [rows, refs] = await Promise.all([
    findOrdersByIds(ctx.db, orderIds),
    findApiOrderRefs(ctx.db, orderIds),
  ]);
  const byId = new Map(rows.map((row) => [row.orderId, row]));
  const origin = originOf(ctx);
  const apiBase = `${origin}/${ctx.config.country.toLowerCase()}/api/v1`;
  const bodies = new Map<number, string>();
  for (const delivery of deliveries) {
    const row = delivery.orderId ? byId.get(delivery.orderId) : undefined;
    if (delivery.event === 'test' || !row) {
      bodies.set(delivery.id, JSON.stringify(testCallbackBody(delivery)));
      continue;
    }
    const trackingLink = `${origin}${trackingPath(ctx.secrets.trackingSecret, 'track', row.orderId)}`;
    const body = callbackBody({
      delivery,
      row,
      clientOrderId: refs.get(`${delivery.clientId} ${row.orderId}`) ?? null,
      apiBase,
      trackingLink,
    });
    bodies.set(delivery.id, JSON.stringify(body));
  }
  return bodies;
}

/** Mails the client's owners that its endpoint was disabled. */
async function mailOwners(
  ctx: TAppContext,
  client: TApiClientRow,
  reason: 'gone' | 'failing',
): Promise<void> {
  const owners = (await findOwnerEmails(ctx.db, [client.vendorId])).get(client.vendorId) ?? [];
  for (const to of owners) {
    await ctx.mailer.send(
      webhookDisabledMail({
        to,
        clientId: client.clientId,
        callbackUrl: client.callbackUrl ?? '',
        reason,
        failingHours: WEBHOOK_DISABLE_AFTER_HOURS,
        link: `${originOf(ctx)}/integrations`,
        language: ctx.config.languages[0]!,
        entity: ctx.config.entity,
      }),
    );
  }
}

/** What one attempt's answer means for the message and for its endpoint. */
async function settle(
  ctx: TAppContext,
  input: { delivery: TWebhookDeliveryRow; client: TApiClientRow; at: Date; outcome: TPostOutcome },
  log: TLog,
): Promise<void> {
  const { delivery, client, at, outcome } = input;
  const attempt = {
    attemptedAt: at,
    httpStatus: outcome.httpStatus,
    latencyMs: outcome.latencyMs,
    responseExcerpt: outcome.excerpt,
  };
  const status = outcome.httpStatus;
  if (status !== null && status >= 200 && status < 300) {
    await recordAttempt(ctx.db, {
      deliveryId: delivery.id,
      attempt,
      next: { state: 'delivered', at: ctx.clock.now() },
    });
    if (client.webhookFailingSince) await markEndpointHealthy(ctx.db, client.clientId);
    return;
  }
  const attempts = delivery.attempts + 1;
  if (status === 410) {
    await recordAttempt(ctx.db, {
      deliveryId: delivery.id,
      attempt,
      next: { state: 'failed', attempts },
    });
    if (await disableEndpoint(ctx.db, { clientId: client.clientId, reason: 'gone', now: at })) {
      log.warn({ client_id: client.clientId }, 'webhook endpoint answered 410: disabled');
      await mailOwners(ctx, client, 'gone');
    }
    return;
  }
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1];
  await recordAttempt(ctx.db, {
    deliveryId: delivery.id,
    attempt,
    next:
      delay === undefined
        ? { state: 'failed', attempts }
        : { state: 'pending', attempts, nextAttemptAt: new Date(at.getTime() + delay * 1000) },
  });
  const since = await markEndpointFailing(ctx.db, client.clientId, at);
  if (at.getTime() - since.getTime() >= WEBHOOK_DISABLE_AFTER_HOURS * 3_600_000) {
    if (await disableEndpoint(ctx.db, { clientId: client.clientId, reason: 'failing', now: at })) {
      log.warn({ client_id: client.clientId }, 'webhook endpoint failing for days: disabled');
      await mailOwners(ctx, client, 'failing');
    }
  }
}

/** Sends one message and records what came of it. */
async function deliver(
  ctx: TAppContext,
  input: { delivery: TWebhookDeliveryRow; client: TApiClientRow; body: string },
  log: TLog,
): Promise<void> {
  const { delivery, client, body } = input;
  const at = ctx.clock.now();
  const outcome = await postWebhook({
    url: client.callbackUrl!,
    body,
    headers: signatureHeaders({
      secret: client.webhookSecret,
      messageId: `msg_${delivery.id}`,
      at,
      body,
    }),
    isStrict: ctx.config.environment === 'prd',
  });
  await settle(ctx, { delivery, client, at, outcome }, log);
}

async function sweep(ctx: TAppContext, worker: TWorker, log: TLog): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = ctx.clock.now();
    const due = await claimDueDeliveries(ctx.db, {
      now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      limit: SWEEP_BATCH,
    });
    if (due.length === 0) break;
    due.sort((a, b) => a.id - b.id);
    const [clients, bodies] = await Promise.all([
      findClientsByIds(ctx.db, [...new Set(due.map((d) => d.clientId))]),
      bodiesFor(ctx, due),
    ]);
    const clientById = new Map(clients.map((c) => [c.clientId, c]));
    await Promise.all(
      due.map(async (delivery) => {
        const client = clientById.get(delivery.clientId);
        const body = bodies.get(delivery.id);
        if (!client?.callbackUrl || body === undefined) return;
        try {
          await deliver(ctx, { delivery, client, body }, log);
        } catch (error) {
          // The lease runs out and another sweep takes it again.
          log.error({ err: error, delivery_id: delivery.id }, 'webhook delivery');
        }
      }),
    );
    sent += due.length;
    // Again at once: an order's next change is due as soon as the one before it is delivered.
    if (worker.isStopping) break;
  }
  const now = ctx.clock.now().getTime();
  if (now - worker.lastPurgeAt >= PURGE_EVERY_MS) {
    worker.lastPurgeAt = now;
    await purgeDeliveries(ctx.db, new Date(now - WEBHOOK_LOG_RETENTION_DAYS * 86_400_000));
  }
  return sent;
}

/**
 * One sweep: every due message sent, after any sweep of this server still running (tests call it
 * with their clock; the timer every WEBHOOK_POLL_EVERY_MS). Answers how many were attempted.
 */
export function runWebhookSweep(ctx: TAppContext, log: TLog = silent): Promise<number> {
  const worker = workerOf(ctx);
  const run = worker.queue.then(() => sweep(ctx, worker, log));
  worker.queue = run.catch(() => {});
  return run;
}

/** On server start: a sweep now (what a stopped server left), then one every so often. */
export function startWebhookWorker(ctx: TAppContext, log: TLog): void {
  const worker = workerOf(ctx);
  worker.isStopping = false;
  const tick = () => {
    if (worker.isStopping || worker.isSweeping) return;
    worker.isSweeping = true;
    runWebhookSweep(ctx, log)
      .catch((error: unknown) => log.error({ err: error }, 'webhook sweep'))
      .finally(() => {
        worker.isSweeping = false;
      });
  };
  tick();
  worker.timer ??= setInterval(tick, WEBHOOK_POLL_EVERY_MS);
  worker.timer.unref();
}

/** On shutdown: no new sweep; the one running finishes the messages in hand. */
export async function stopWebhookWorker(ctx: TAppContext): Promise<void> {
  const worker = workerOf(ctx);
  worker.isStopping = true;
  if (worker.timer) clearInterval(worker.timer);
  worker.timer = null;
  await worker.queue;
}
