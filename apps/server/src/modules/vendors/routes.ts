import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@rider-portal/domain/errors';
import { ZOutletPayload, ZVendor, ZVendorAddressPayload } from '@rider-portal/domain/vendors';
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

const ZVendorParams = z.object({ id: z.string().min(1).max(100) }).strict();
const ZVendorResult = z.object({ result: ZVendor });
const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
};
const security = [{ portal: [] }];

/** Vendors, collection points and vendor addresses (000 §7, 001 §7). */
export function vendorRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Signed-out callers get 401 before their payload is even looked at.
    app.addHook('preValidation', async (request) => {
      requireCaller(request);
    });

    app.get(
      '/vendors',
      {
        schema: {
          tags: ['vendors'],
          summary:
            'The vendors the caller may act for: owned ones and the outlets of owned parents',
          security,
          response: {
            200: z.object({ result: z.object({ vendors: z.array(ZVendor) }) }),
            ...errors,
          },
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        return { result: { vendors: await listVendors({ ctx, caller }) } };
      },
    );

    app.get(
      '/vendor/:id',
      {
        schema: {
          tags: ['vendors'],
          summary: 'One vendor the caller may act for (404 for any other)',
          security,
          params: ZVendorParams,
          response: { 200: ZVendorResult, ...errors },
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        return { result: await getVendor({ ctx, caller, vendorId: request.params.id }) };
      },
    );

    app.post(
      '/outlet',
      {
        schema: {
          tags: ['vendors'],
          summary: 'Add a collection point under a parent vendor (add-outlet flag)',
          security,
          body: ZOutletPayload,
          response: { 201: ZVendorResult, 409: ZErrorEnvelope, ...errors },
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
      '/outlet/:id',
      {
        schema: {
          tags: ['vendors'],
          summary: 'Edit a collection point (edit-outlet flag; parent and client id are locked)',
          security,
          params: ZVendorParams,
          body: ZOutletPayload,
          response: { 200: ZVendorResult, ...errors },
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
      '/vendor/:id/address',
      {
        schema: {
          tags: ['vendors'],
          summary: "Save a vendor's pickup address (coordinates required; byte limits)",
          security,
          params: ZVendorParams,
          body: ZVendorAddressPayload,
          response: { 200: ZVendorResult, ...errors },
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
