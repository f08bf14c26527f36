import { BRAND_THEMES } from '@rider-portal/domain/brands';
import {
  defaultNotificationSettings,
  NOTIFICATION_MAX_ATTEMPTS,
  NOTIFICATION_TEXT_MAX_CHARS,
  notificationRetryDelaySeconds,
  recipientLanguageOf,
} from '@rider-portal/domain/notifications';
import type {
  TNotificationChannel,
  TNotificationSettings,
  TNotificationSkipReason,
  TNotificationStep,
} from '@rider-portal/domain/notifications';
import type { TLanguage } from '@rider-portal/domain/markets';
import { toE164 } from '@rider-portal/domain/validation';
import { textsIn } from '@rider-portal/i18n/catalogue';
import type { TAppContext } from '../../app-context.ts';
import { createPollingWorker, perContext } from '../../platform/polling-worker.ts';
import type { TPollingWorker, TWorkerLog } from '../../platform/polling-worker.ts';
import { publicOrigin } from '../../platform/public-origin.ts';
import { findOrdersByIds } from '../orders/store.ts';
import type { TOrderRow } from '../orders/store.ts';
import { trackingPath } from '../public-tracking/tokens.ts';
import { findVendorsByIds } from '../vendors/store.ts';
import { customerMessageMail } from './mail.ts';
import { effectiveSettings } from './settings.ts';
import { createSmsProvider, SMS_TIMEOUT_MS, SmsSendError } from './sms-provider.ts';
import type { TSmsProvider } from './sms-provider.ts';
import { claimDueMessages, findOptedOut, saveOutcomes } from './store.ts';
import type { TNotificationOutcome, TNotificationRow } from './store.ts';

// The recipient's messages go out from a queue in the database (notification_messages), filled
// by the orders table's trigger in the transaction that placed the order or changed its status:
// none is sent for an order that did not commit, none is lost to a crash, and a step is queued
// once however often its event comes. Every server sweeps it (leases, SKIP LOCKED), like the
// webhooks' queue.

/** How often a server looks for due messages (our choice). */
export const NOTIFICATION_POLL_EVERY_MS = 500;
/** Messages one sweep sends at most, side by side (our choice). */
const SWEEP_BATCH = 50;
/** A message is held this long by the server sending it: the gateway's timeout and a margin. */
const LEASE_MS = SMS_TIMEOUT_MS + 5_000;

type TWorker = { provider: TSmsProvider; poller: TPollingWorker<number> };

const workerOf = perContext((ctx: TAppContext): TWorker => ({
  provider: createSmsProvider(ctx.config.sms),
  poller: createPollingWorker({
    name: 'notification sweep',
    everyMs: NOTIFICATION_POLL_EVERY_MS,
    run: () => sweep(ctx, workerOf(ctx)),
  }),
}));

/** Steps whose message carries the tracking link (once the order ended there is nothing to follow). */
const LINKED_STEPS: ReadonlySet<TNotificationStep> = new Set([
  'placed',
  'rider-assigned',
  'picked-up',
  'near-customer',
]);

/** The text of a step's message in the recipient's language, with the link opening in it. */
export function notificationText(
  ctx: TAppContext,
  input: { order: TOrderRow; vendorName: string; step: TNotificationStep },
): { language: TLanguage; text: string; link: string } {
  const language = recipientLanguageOf(ctx.config.country, input.order.recipientLanguage);
  const path = trackingPath(ctx.secrets.trackingSecret, 'track', input.order.orderId);
  const link = LINKED_STEPS.has(input.step)
    ? `${publicOrigin(ctx)}${path}&lang=${encodeURIComponent(language)}`
    : '';
  const text = textsIn(language, 'sms')(input.step, {
    vendor: input.vendorName,
    brand: BRAND_THEMES[ctx.config.entity].name,
    link,
  });
  return { language, text: text.slice(0, NOTIFICATION_TEXT_MAX_CHARS), link };
}

/** What one due message is to become: settled without sending, or sent on its channel. */
type TPlan =
  | { kind: 'settled'; outcome: TNotificationOutcome }
  | {
      kind: 'send';
      channel: TNotificationChannel;
      to: string;
      language: TLanguage;
      text: string;
      link: string;
      vendorName: string;
    };

/** The recipient's address on the message's channel: a mobile number in E.164, or an e-mail. */
function addressOf(ctx: TAppContext, order: TOrderRow, channel: TNotificationChannel) {
  if (channel === 'sms') return toE164(order.customer.phone_number, ctx.config.country);
  const email = (order.customer as { email?: unknown }).email;
  return typeof email === 'string' && email !== '' ? email : null;
}

/** What to do with one due message: skip it, or send this text to this address. */
function planOf(
  ctx: TAppContext,
  worker: TWorker,
  input: {
    message: TNotificationRow;
    order: TOrderRow | undefined;
    vendorName: string;
    settings: TNotificationSettings;
    optedOut: Set<string>;
  },
): TPlan {
  const { message, order, settings } = input;
  const skip = (reason: TNotificationSkipReason): TPlan => ({
    kind: 'settled',
    outcome: { id: message.id, state: 'skipped', reason },
  });
  const step = message.step as TNotificationStep;
  const channel = message.channel as TNotificationChannel;
  if (!order || !settings.enabled || !settings.channels.includes(channel)) return skip('off');
  if (channel === 'sms' && worker.provider.kind === 'none') return skip('off');
  if (!settings.steps.includes(step)) return skip('step-off');
  const to = addressOf(ctx, order, channel);
  if (!to) return skip(channel === 'sms' ? 'no-phone' : 'no-email');
  if (channel === 'sms' && input.optedOut.has(to)) return skip('opted-out');
  return {
    kind: 'send',
    channel,
    to,
    vendorName: input.vendorName,
    ...notificationText(ctx, { order, vendorName: input.vendorName, step }),
  };
}

async function sendOne(
  ctx: TAppContext,
  worker: TWorker,
  message: TNotificationRow,
  plan: Extract<TPlan, { kind: 'send' }>,
): Promise<TNotificationOutcome> {
  const sent = { to: plan.to, language: plan.language, text: plan.text };
  try {
    if (plan.channel === 'sms') {
      await worker.provider.send({ to: plan.to, text: plan.text });
    } else {
      await ctx.mailer.send(
        customerMessageMail({
          to: plan.to,
          vendorName: plan.vendorName,
          text: plan.text,
          link: plan.link,
          language: plan.language,
          entity: ctx.config.entity,
        }),
      );
    }
    return { id: message.id, state: 'sent', reason: null, ...sent, sentAt: ctx.clock.now() };
  } catch (error) {
    const isRetryable = !(error instanceof SmsSendError) || error.isRetryable;
    const reason = error instanceof Error ? error.message : 'send failed';
    if (isRetryable && message.attempts < NOTIFICATION_MAX_ATTEMPTS) {
      const waitMs = notificationRetryDelaySeconds(message.attempts) * 1000;
      return {
        id: message.id,
        state: 'pending',
        reason,
        ...sent,
        nextAttemptAt: new Date(ctx.clock.now().getTime() + waitMs),
      };
    }
    return { id: message.id, state: 'failed', reason, ...sent };
  }
}

async function sweep(ctx: TAppContext, worker: TWorker): Promise<number> {
  const now = ctx.clock.now();
  const due = await claimDueMessages(ctx.db, {
    now,
    leaseUntil: new Date(now.getTime() + LEASE_MS),
    limit: SWEEP_BATCH,
  });
  if (due.length === 0) return 0;
  const orders = new Map(
    (await findOrdersByIds(ctx.db, [...new Set(due.map((m) => m.orderId))])).map((o) => [
      o.orderId,
      o,
    ]),
  );
  const vendorRows = await findVendorsByIds(ctx.db, [...new Set(due.map((m) => m.vendorId))]);
  const vendors = new Map(vendorRows.map((v) => [v.vendorId, v.name]));
  const phones = [...orders.values()]
    .map((o) => toE164(o.customer.phone_number, ctx.config.country))
    .filter((p): p is string => p !== null);
  const optedOut = await findOptedOut(ctx.db, phones);
  const settings = await effectiveSettings(ctx, vendorRows);
  const outcomes = await Promise.all(
    due.map(async (message) => {
      const plan = planOf(ctx, worker, {
        message,
        order: orders.get(message.orderId),
        vendorName: vendors.get(message.vendorId) ?? '',
        settings:
          settings.get(message.vendorId)?.settings ??
          defaultNotificationSettings(ctx.config.country),
        optedOut,
      });
      return plan.kind === 'settled' ? plan.outcome : sendOne(ctx, worker, message, plan);
    }),
  );
  await saveOutcomes(ctx.db, outcomes);
  return due.length;
}

/**
 * One sweep: every due message sent or settled, after any sweep of this server still running
 * (tests call it with their clock; the timer every NOTIFICATION_POLL_EVERY_MS). Answers how many.
 */
export function runNotificationSweep(ctx: TAppContext): Promise<number> {
  return workerOf(ctx).poller.run();
}

/** On server start: a sweep now (what a stopped server left), then one every so often. */
export function startNotificationWorker(ctx: TAppContext, log?: TWorkerLog): void {
  workerOf(ctx).poller.start(log);
}

/** On shutdown: no new sweep; the one running finishes the messages in hand. */
export function stopNotificationWorker(ctx: TAppContext): Promise<void> {
  return workerOf(ctx).poller.stop();
}
