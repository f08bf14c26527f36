import {
  WEBHOOK_DISABLE_AFTER_HOURS,
  WEBHOOK_LOG_RETENTION_DAYS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_TIMEOUT_MS,
} from '@rider-portal/domain/constants';
import type { TAppContext } from '../../app-context.ts';
import { createPollingWorker, perContext } from '../../platform/polling-worker.ts';
import type { TPollingWorker, TWorkerLog } from '../../platform/polling-worker.ts';
import { publicOrigin } from '../../platform/public-origin.ts';
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
  recordAttempts,
} from './webhook-store.ts';
import type { TAttemptRecord, TWebhookDeliveryRow } from './webhook-store.ts';

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

type TLog = TWorkerLog;

/** What a server keeps between sweeps: when it last forgot old log entries. */
type TWorker = { lastPurgeAt: number; poller: TPollingWorker<number> };

const workerOf = perContext((ctx: TAppContext): TWorker => ({
  lastPurgeAt: 0,
  poller: createPollingWorker({
    name: 'webhook sweep',
    everyMs: WEBHOOK_POLL_EVERY_MS,
    run: ({ log, isStopping }) => sweep(ctx, workerOf(ctx), log, isStopping),
  }),
}));

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
  const origin = publicOrigin(ctx);
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
        link: `${publicOrigin(ctx)}/integrations/${encodeURIComponent(client.vendorId)}`,
        language: ctx.config.languages[0]!,
        entity: ctx.config.entity,
      }),
    );
  }
}

type TSent = {
  delivery: TWebhookDeliveryRow;
  client: TApiClientRow;
  at: Date;
  outcome: TPostOutcome;
};

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

/** What one attempt's answer means for its message: delivered, retried later, or failed. */
function nextStateOf(sent: TSent, now: Date): TAttemptRecord {
  const { delivery, at, outcome } = sent;
  const attempt = {
    attemptedAt: at,
    httpStatus: outcome.httpStatus,
    latencyMs: outcome.latencyMs,
    responseExcerpt: outcome.excerpt,
  };
  if (isSuccess(outcome.httpStatus)) {
    return { deliveryId: delivery.id, attempt, next: { state: 'delivered', at: now } };
  }
  const attempts = delivery.attempts + 1;
  const delay = outcome.httpStatus === 410 ? undefined : WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1];
  return {
    deliveryId: delivery.id,
    attempt,
    next:
      delay === undefined
        ? { state: 'failed', attempts }
        : { state: 'pending', attempts, nextAttemptAt: new Date(at.getTime() + delay * 1000) },
  };
}

/**
 * What a sweep's answers mean for each endpoint: healthy again after a 2xx; disabled on 410 or
 * after WEBHOOK_DISABLE_AFTER_HOURS of failures (its owners mailed once).
 */
async function settleEndpoint(
  ctx: TAppContext,
  client: TApiClientRow,
  sent: TSent[],
  log: TLog,
): Promise<void> {
  const disable = async (reason: 'gone' | 'failing', at: Date) => {
    if (await disableEndpoint(ctx.db, { clientId: client.clientId, reason, now: at })) {
      log.warn({ client_id: client.clientId, reason }, 'webhook endpoint disabled');
      await mailOwners(ctx, client, reason);
    }
  };
  const gone = sent.find((s) => s.outcome.httpStatus === 410);
  if (gone) return disable('gone', gone.at);
  const failure = sent.find((s) => !isSuccess(s.outcome.httpStatus));
  if (!failure) {
    if (client.webhookFailingSince) await markEndpointHealthy(ctx.db, client.clientId);
    return;
  }
  const since = await markEndpointFailing(ctx.db, client.clientId, failure.at);
  if (failure.at.getTime() - since.getTime() >= WEBHOOK_DISABLE_AFTER_HOURS * 3_600_000) {
    await disable('failing', failure.at);
  }
}

/** Sends one message; never throws (the outcome is its log line). */
async function send(
  ctx: TAppContext,
  input: { delivery: TWebhookDeliveryRow; client: TApiClientRow; body: string },
): Promise<TSent> {
  const { delivery, client, body } = input;
  const at = ctx.clock.now();
  let headers: Record<string, string>;
  try {
    headers = signatureHeaders({
      secret: client.webhookSecret,
      messageId: `msg_${delivery.id}`,
      at,
      body,
    });
  } catch (error) {
    const excerpt = `not signed: ${error instanceof Error ? error.message : String(error)}`;
    return { delivery, client, at, outcome: { httpStatus: null, latencyMs: 0, excerpt } };
  }
  const outcome = await postWebhook({
    url: client.callbackUrl!,
    body,
    headers,
    isStrict: ctx.config.environment === 'prd',
  });
  return { delivery, client, at, outcome };
}

async function sweep(
  ctx: TAppContext,
  worker: TWorker,
  log: TLog,
  isStopping: () => boolean,
): Promise<number> {
  let count = 0;
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
    const sent = await Promise.all(
      due.flatMap((delivery) => {
        const client = clientById.get(delivery.clientId);
        const body = bodies.get(delivery.id);
        return client?.callbackUrl && body !== undefined
          ? [send(ctx, { delivery, client, body })]
          : [];
      }),
    );
    // Every answer of the sweep written at once (a message not written is taken again when its
    // lease ends: at least once).
    const answeredAt = ctx.clock.now();
    await recordAttempts(
      ctx.db,
      sent.map((s) => nextStateOf(s, answeredAt)),
    );
    const byClient = new Map<string, TSent[]>();
    for (const s of sent)
      byClient.set(s.client.clientId, [...(byClient.get(s.client.clientId) ?? []), s]);
    for (const [clientId, list] of byClient) {
      await settleEndpoint(ctx, clientById.get(clientId)!, list, log);
    }
    count += due.length;
    // Again at once: an order's next change is due as soon as the one before it is delivered.
    if (isStopping()) break;
  }
  const now = ctx.clock.now().getTime();
  if (now - worker.lastPurgeAt >= PURGE_EVERY_MS) {
    worker.lastPurgeAt = now;
    await purgeDeliveries(ctx.db, new Date(now - WEBHOOK_LOG_RETENTION_DAYS * 86_400_000));
  }
  return count;
}

/**
 * One sweep: every due message sent, after any sweep of this server still running (tests call it
 * with their clock; the timer every WEBHOOK_POLL_EVERY_MS). Answers how many were attempted.
 */
export function runWebhookSweep(ctx: TAppContext, log?: TLog): Promise<number> {
  return workerOf(ctx).poller.run(log);
}

/** On server start: a sweep now (what a stopped server left), then one every so often. */
export function startWebhookWorker(ctx: TAppContext, log: TLog): void {
  workerOf(ctx).poller.start(log);
}

/** On shutdown: no new sweep; the one running finishes the messages in hand. */
export function stopWebhookWorker(ctx: TAppContext): Promise<void> {
  return workerOf(ctx).poller.stop();
}
