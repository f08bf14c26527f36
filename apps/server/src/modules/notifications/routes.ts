import { createHmac, timingSafeEqual } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/messages';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STEPS,
  optOutReplyOf,
} from '@rider-portal/domain/notifications';
import type {
  TNotificationChannel,
  TNotificationState,
  TNotificationStep,
} from '@rider-portal/domain/notifications';
import { toE164 } from '@rider-portal/domain/validation';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { publicOrigin } from '../../platform/public-origin.ts';
import {
  assertCanActForVendor,
  findCallerVendorIds,
  findVendorForCaller,
} from '../access/vendors.ts';
import { isOperatorRequest, OPERATOR_TOKEN_HEADER } from '../admin/operator.ts';
import { requireCaller } from '../auth/caller.ts';
import type { TVendorRow } from '../vendors/store.ts';
import { effectiveSettings } from './settings.ts';
import {
  deleteSettingsRow,
  findMessagesOfOrders,
  findSentMessages,
  optIn,
  optOut,
  saveSettingsRow,
} from './store.ts';
import { startNotificationWorker, stopNotificationWorker } from './worker.ts';

/** How many messages the development outbox lists. */
export const MESSAGES_PAGE_SIZE = 50;

/**
 * Twilio's request signature: base64 HMAC-SHA1, keyed by the auth token, of the URL it posted to
 * followed by each form field's name and value in name order. (Written out rather than taken from
 * the twilio package: five lines against a whole SDK.)
 */
export function twilioSignature(
  authToken: string,
  url: string,
  fields: Record<string, string>,
): string {
  const data = Object.keys(fields)
    .sort()
    .reduce((text, name) => text + name + fields[name], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

function isSame(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Who may report a reply: the gateway, by its signature (SMS_PASSWORD is its auth token), or,
 * with the sandbox, the operator (to try STOP and START by hand). Anyone else 403.
 */
function assertReplyAllowed(ctx: TAppContext, request: FastifyRequest, fields: object): void {
  const { sms } = ctx.config;
  if (sms.provider === 'sandbox' && isOperatorRequest(request, ctx.secrets.adminToken)) return;
  const signature = request.headers['x-twilio-signature'];
  if (sms.provider === 'http' && sms.password && typeof signature === 'string') {
    const url = `${publicOrigin(ctx)}${request.url}`;
    const stringFields = Object.fromEntries(
      Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    if (isSame(signature, twilioSignature(sms.password, url, stringFields))) return;
  }
  throw new AppError(403, 'error.forbidden');
}

/**
 * The recipient's messages: their worker (started with the server), the development outbox
 * (GET /dev/messages, DEV_PAGES only: a signed-in caller sees the messages of the vendors it
 * may act for, the operator any) and the gateway's replies (POST /sms/inbound: STOP, START).
 */
export function notificationRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onReady', async () => startNotificationWorker(ctx, app.log));
    app.addHook('onClose', () => stopNotificationWorker(ctx));
    await app.register(fastifyFormbody);

    app.post(
      api.receiveSmsReply.path,
      {
        schema: {
          tags: ['notifications'],
          summary:
            "A reply to a text message, from the SMS gateway (Twilio's form, signed): STOP opts the number out of every message, START back in",
          body: api.receiveSmsReply.body,
          response: api.receiveSmsReply.response,
        },
      },
      async (request, reply) => {
        assertReplyAllowed(ctx, request, request.body);
        const phone = toE164(request.body.From, ctx.config.country);
        const wish = optOutReplyOf(request.body.Body);
        if (phone && wish === 'stop') await optOut(ctx.db, phone, ctx.clock.now());
        if (phone && wish === 'start') await optIn(ctx.db, phone);
        return reply.status(204).send(null);
      },
    );

    app.get(
      api.getOrderMessages.path,
      {
        schema: {
          tags: ['notifications'],
          summary:
            "What became of each message to an order's customer, per step: sent, being sent, failed, or not sent and why",
          security: [{ portal: [] }],
          querystring: api.getOrderMessages.query,
          response: api.getOrderMessages.response,
        },
      },
      async (request) => {
        const { vendorId, orderId } = request.query;
        await assertCanActForVendor(ctx.db, requireCaller(request), vendorId);
        const rows = await findMessagesOfOrders(ctx.db, [orderId]);
        // Another vendor's order answers as if it had no messages.
        const own = rows.filter((row) => row.vendorId === vendorId);
        return {
          result: {
            messages: own.map((row) => ({
              step: row.step as TNotificationStep,
              channel: row.channel as TNotificationChannel,
              state: row.state as TNotificationState,
              reason: row.reason,
              attempts: row.attempts,
              sent_at: row.sentAt?.toISOString() ?? null,
            })),
          },
        };
      },
    );

    /** The caller's vendor, read with its access check (another vendor's answers 404). */
    const vendorOf = (request: FastifyRequest, vendorId: string) =>
      findVendorForCaller(ctx.db, requireCaller(request), vendorId);
    /** The settings in force for the vendor. */
    const settingsOf = async (vendor: TVendorRow) => ({
      result: (await effectiveSettings(ctx, [vendor])).get(vendor.vendorId)!,
    });
    const settingsSchema = (summary: string) => ({
      tags: ['notifications'],
      summary,
      security: [{ portal: [] }],
      params: api.getNotificationSettings.params,
      response: api.getNotificationSettings.response,
    });

    app.get(
      api.getNotificationSettings.path,
      {
        schema: settingsSchema(
          "Which text messages the vendor's customers get: its own settings, its brand's, or the market's default",
        ),
      },
      async (request) => settingsOf(await vendorOf(request, request.params.vendorId)),
    );

    app.put(
      api.saveNotificationSettings.path,
      {
        schema: {
          ...settingsSchema(
            "Sets which text messages the vendor's customers get (an outlet's own settings win over its brand's)",
          ),
          body: api.saveNotificationSettings.body,
        },
      },
      async (request) => {
        const vendor = await vendorOf(request, request.params.vendorId);
        const { enabled, steps, channels } = request.body;
        await saveSettingsRow(ctx.db, {
          vendorId: vendor.vendorId,
          enabled,
          // Once each, in the order the steps happen.
          steps: NOTIFICATION_STEPS.filter((step) => steps.includes(step)),
          channels: NOTIFICATION_CHANNELS.filter((channel) => channels.includes(channel)),
          updatedAt: ctx.clock.now(),
        });
        return settingsOf(vendor);
      },
    );

    app.delete(
      api.resetNotificationSettings.path,
      {
        schema: settingsSchema(
          "Forgets the vendor's own text message settings: its brand's or the market's apply again",
        ),
      },
      async (request) => {
        const vendor = await vendorOf(request, request.params.vendorId);
        await deleteSettingsRow(ctx.db, vendor.vendorId);
        return settingsOf(vendor);
      },
    );

    if (!ctx.config.devPages) return;
    app.get(
      api.getMessages.path,
      {
        schema: {
          tags: ['development'],
          summary: `The text messages the portal sent, newest first (DEV_PAGES on): those of the caller's vendors' orders, or any with the operator token (${OPERATOR_TOKEN_HEADER}, over loopback)`,
          security: [{ portal: [] }],
          querystring: api.getMessages.query,
          response: api.getMessages.response,
        },
      },
      async (request) => {
        const asked = request.query.to?.trim() || null;
        const to = asked ? (toE164(asked, ctx.config.country) ?? asked) : null;
        const isOperator = isOperatorRequest(request, ctx.secrets.adminToken);
        const vendorIds = isOperator
          ? null
          : await findCallerVendorIds(ctx.db, requireCaller(request));
        const rows = await findSentMessages(ctx.db, { to, vendorIds, limit: MESSAGES_PAGE_SIZE });
        return {
          result: {
            messages: rows.map((row) => ({
              to: row.to ?? '',
              channel: row.channel as TNotificationChannel,
              text: row.text ?? '',
              step: row.step as TNotificationStep,
              order_id: row.orderId,
              created_at: (row.sentAt ?? row.createdAt).toISOString(),
            })),
          },
        };
      },
    );
  };
}
