import type { TApiClientView, TWebhookDelivery } from '@rider-portal/domain/api/integrations';
import type { TWebhookLogEntry } from './webhook-log.ts';
import type { TApiClientKeyRow, TApiClientRow } from './store.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** What the Integrations screen is told of a client: the fields listed here and no others. */
export function presentApiClient(client: TApiClientRow, keys: TApiClientKeyRow[]): TApiClientView {
  return {
    client_id: client.clientId,
    vendor_id: client.vendorId,
    scope: client.scope,
    webhook_secret: client.webhookSecret,
    callback_url: client.callbackUrl,
    includes_portal_orders: client.includesPortalOrders,
    created_at: client.createdAt.toISOString(),
    revoked_at: iso(client.revokedAt),
    webhook_failing_since: iso(client.webhookFailingSince),
    webhook_disabled_at: iso(client.webhookDisabledAt),
    webhook_disabled_reason: client.webhookDisabledReason,
    keys: keys.map((key) => ({
      key_id: key.keyId,
      created_at: key.createdAt.toISOString(),
      expires_at: iso(key.expiresAt),
    })),
  };
}

/** One message of the delivery log, with every attempt to deliver it. */
export function presentWebhookDelivery(entry: TWebhookLogEntry): TWebhookDelivery {
  return {
    id: entry.id,
    event: entry.event,
    order_id: entry.orderId,
    status: entry.status,
    state: entry.state,
    attempts: entry.attempts,
    changed_at: entry.changedAt.toISOString(),
    delivered_at: iso(entry.deliveredAt),
    last_http_status: entry.lastHttpStatus,
    next_attempt_at: entry.nextAttemptAt.toISOString(),
    attempt_log: entry.attemptLog.map((attempt) => ({
      attempted_at: attempt.attemptedAt.toISOString(),
      http_status: attempt.httpStatus,
      latency_ms: attempt.latencyMs,
      response_excerpt: attempt.responseExcerpt,
    })),
  };
}
