import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/integrations';
import type { TAppContext } from '../../app-context.ts';
import { requireCaller } from '../auth/caller.ts';
import {
  createApiClient,
  revokeApiClient,
  rotateApiClientKey,
  setApiClientWebhook,
} from './clients.ts';
import {
  answeringInputErrors,
  assertCanManageIntegrations,
  getApiClientView,
  listApiClientViews,
  listDeliveryViews,
  replayDelivery,
  replayFailedDeliveries,
  sendTestDelivery,
} from './portal-service.ts';

const security = [{ portal: [] }];
const tags = ['integrations'];

/**
 * The portal's Integrations screen (issue 19): a vendor's public API clients, their keys and
 * webhook endpoint, and the delivery log. Signed-in users only.
 */
export function integrationRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Signed-out callers get 401 before their payload is even looked at.
    app.addHook('preValidation', async (request) => {
      requireCaller(request);
    });

    app.get(
      api.getApiClients.path,
      {
        schema: {
          tags,
          summary: "The vendor's API clients, newest first, revoked ones included",
          security,
          params: api.getApiClients.params,
          response: api.getApiClients.response,
        },
      },
      async (request) => {
        const { vendorId } = request.params;
        await assertCanManageIntegrations(ctx, requireCaller(request), vendorId);
        return { result: { clients: await listApiClientViews(ctx, vendorId) } };
      },
    );

    app.post(
      api.createApiClient.path,
      {
        schema: {
          tags,
          summary:
            'Create an API client with an uploaded public key or a key pair made here (its private key answered once, never kept)',
          security,
          params: api.createApiClient.params,
          body: api.createApiClient.body,
          response: api.createApiClient.response,
        },
      },
      async (request, reply) => {
        const { vendorId } = request.params;
        const { isOutlet } = await assertCanManageIntegrations(
          ctx,
          requireCaller(request),
          vendorId,
        );
        const created = await answeringInputErrors(() =>
          createApiClient(ctx, {
            vendorId,
            key: request.body.key,
            callbackUrl: null,
            isOutletAllowed: isOutlet,
          }),
        );
        return reply.status(201).send({
          result: {
            client: await getApiClientView(ctx, vendorId, created.clientId),
            key_id: created.keyId,
            private_key_pem: created.privateKeyPem,
          },
        });
      },
    );

    app.put(
      api.updateApiClient.path,
      {
        schema: {
          tags,
          summary:
            'Set the callback URL (https only in prd) and the opt-in to portal orders; saving enables a disabled endpoint again',
          security,
          params: api.updateApiClient.params,
          body: api.updateApiClient.body,
          response: api.updateApiClient.response,
        },
      },
      async (request) => {
        const { vendorId, clientId } = request.params;
        await assertCanManageIntegrations(ctx, requireCaller(request), vendorId);
        await answeringInputErrors(() =>
          setApiClientWebhook(ctx, {
            vendorId,
            clientId,
            callbackUrl: request.body.callback_url?.trim() || null,
            includesPortalOrders: request.body.includes_portal_orders,
          }),
        );
        return { result: await getApiClientView(ctx, vendorId, clientId) };
      },
    );

    app.post(
      api.rotateApiClientKey.path,
      {
        schema: {
          tags,
          summary: 'A new key for the client; its current keys keep working for the overlap',
          security,
          params: api.rotateApiClientKey.params,
          body: api.rotateApiClientKey.body,
          response: api.rotateApiClientKey.response,
        },
      },
      async (request, reply) => {
        const { vendorId, clientId } = request.params;
        await assertCanManageIntegrations(ctx, requireCaller(request), vendorId);
        const rotated = await answeringInputErrors(() =>
          rotateApiClientKey(ctx, { vendorId, clientId, key: request.body.key }),
        );
        return reply.status(201).send({
          result: {
            client: await getApiClientView(ctx, vendorId, clientId),
            key_id: rotated.keyId,
            private_key_pem: rotated.privateKeyPem,
          },
        });
      },
    );

    app.delete(
      api.revokeApiClient.path,
      {
        schema: {
          tags,
          summary: 'Revoke the client: its keys and access tokens stop working at once',
          security,
          params: api.revokeApiClient.params,
          response: api.revokeApiClient.response,
        },
      },
      async (request) => {
        const { vendorId, clientId } = request.params;
        await assertCanManageIntegrations(ctx, requireCaller(request), vendorId);
        await answeringInputErrors(() => revokeApiClient(ctx, { vendorId, clientId }));
        return { result: await getApiClientView(ctx, vendorId, clientId) };
      },
    );

    app.get(
      api.getWebhookDeliveries.path,
      {
        schema: {
          tags,
          summary: "The client's webhook delivery log, newest first, each with its attempts",
          security,
          params: api.getWebhookDeliveries.params,
          querystring: api.getWebhookDeliveries.query,
          response: api.getWebhookDeliveries.response,
        },
      },
      async (request) => {
        const { vendorId, clientId } = request.params;
        await assertCanManageIntegrations(ctx, requireCaller(request), vendorId);
        const query = request.query;
        return {
          result: await listDeliveryViews(ctx, {
            vendorId,
            clientId,
            orderId: query.order_id,
            state: query.state,
            beforeId: query.before_id,
            limit: query.limit,
          }),
        };
      },
    );

    app.post(
      api.replayWebhookDelivery.path,
      {
        schema: {
          tags,
          summary: 'Send one delivery again now',
          security,
          params: api.replayWebhookDelivery.params,
          response: api.replayWebhookDelivery.response,
        },
      },
      async (request, reply) => {
        const { vendorId, clientId, deliveryId } = request.params;
        await assertCanManageIntegrations(ctx, requireCaller(request), vendorId);
        await replayDelivery(ctx, { vendorId, clientId, deliveryId });
        return reply.status(202).send({ result: { delivery_id: deliveryId } });
      },
    );

    app.post(
      api.replayFailedWebhooks.path,
      {
        schema: {
          tags,
          summary: 'Send again every delivery that failed since a time',
          security,
          params: api.replayFailedWebhooks.params,
          body: api.replayFailedWebhooks.body,
          response: api.replayFailedWebhooks.response,
        },
      },
      async (request, reply) => {
        const { vendorId, clientId } = request.params;
        await assertCanManageIntegrations(ctx, requireCaller(request), vendorId);
        const count = await replayFailedDeliveries(ctx, {
          vendorId,
          clientId,
          since: new Date(request.body.since),
        });
        return reply.status(202).send({ result: { count } });
      },
    );

    app.post(
      api.sendTestWebhook.path,
      {
        schema: {
          tags,
          summary: "Queue a test event to the client's callback URL",
          security,
          params: api.sendTestWebhook.params,
          response: api.sendTestWebhook.response,
        },
      },
      async (request, reply) => {
        const { vendorId, clientId } = request.params;
        await assertCanManageIntegrations(ctx, requireCaller(request), vendorId);
        const deliveryId = await sendTestDelivery(ctx, { vendorId, clientId });
        return reply.status(202).send({ result: { delivery_id: deliveryId } });
      },
    );
  };
}
