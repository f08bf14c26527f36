import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/vendors';
import type { TAppContext } from '../../app-context.ts';
import { requireCaller } from '../auth/caller.ts';
import {
  createOutlet,
  getVendor,
  listVendors,
  updateOutlet,
  updateVendorAddress,
} from './service.ts';
import { assertNotInMaintenance } from '../flags/service.ts';

const security = [{ portal: [] }];

/** Vendors, collection points and vendor addresses (000 §7, 001 §7). */
export function vendorRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Signed-out callers get 401 before their payload is even looked at.
    app.addHook('preValidation', async (request) => {
      requireCaller(request);
    });

    app.get(
      api.getVendors.path,
      {
        schema: {
          tags: ['vendors'],
          summary:
            'The vendors the caller may act for: owned ones and the outlets of owned parents',
          security,
          response: api.getVendors.response,
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        return { result: { vendors: await listVendors({ ctx, caller }) } };
      },
    );

    app.get(
      api.getVendor.path,
      {
        schema: {
          tags: ['vendors'],
          summary: 'One vendor the caller may act for (404 for any other)',
          security,
          params: api.getVendor.params,
          response: api.getVendor.response,
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        return { result: await getVendor({ ctx, caller, vendorId: request.params.id }) };
      },
    );

    app.post(
      api.createOutlet.path,
      {
        schema: {
          tags: ['vendors'],
          summary: 'Add a collection point under a parent vendor (add-outlet flag)',
          security,
          body: api.createOutlet.body,
          response: api.createOutlet.response,
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        await assertNotInMaintenance(ctx, request.body.parent_vendor_id);
        const vendor = await createOutlet({ ctx, caller, outlet: request.body });
        return reply.status(201).send({ result: vendor });
      },
    );

    app.put(
      api.updateOutlet.path,
      {
        schema: {
          tags: ['vendors'],
          summary: 'Edit a collection point (edit-outlet flag; parent and client id are locked)',
          security,
          params: api.updateOutlet.params,
          body: api.updateOutlet.body,
          response: api.updateOutlet.response,
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        await assertNotInMaintenance(ctx, request.params.id);
        return {
          result: await updateOutlet({
            ctx,
            caller,
            vendorId: request.params.id,
            outlet: request.body,
          }),
        };
      },
    );

    app.put(
      api.updateVendorAddress.path,
      {
        schema: {
          tags: ['vendors'],
          summary: "Save a vendor's pickup address (coordinates required; byte limits)",
          security,
          params: api.updateVendorAddress.params,
          body: api.updateVendorAddress.body,
          response: api.updateVendorAddress.response,
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        await assertNotInMaintenance(ctx, request.params.id);
        return {
          result: await updateVendorAddress({
            ctx,
            caller,
            vendorId: request.params.id,
            address: request.body,
          }),
        };
      },
    );
  };
}
