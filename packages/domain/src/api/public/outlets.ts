import { z } from 'zod';
import { definePublicEndpoint } from './endpoint.ts';
import { ZApiError, ZCountryParams } from './orders.ts';

// The pandago API v1.1.0's outlet routes (issue 19): a brand's branches by the client's own ids.

export const ZApiOutletRequest = z.object({
  name: z.string().min(1).max(300),
  address: z.string().min(1).max(255),
  street: z.string().max(300).optional(),
  street_number: z.string().max(120).optional(),
  building: z.string().max(120).optional(),
  district: z.string().max(300).optional(),
  postal_code: z.string().max(120).optional(),
  rider_instructions: z.string().max(500).optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  city: z.string().min(1).max(300),
  phone_number: z.string().min(1).max(40),
  currency: z.string().length(3),
  locale: z.string().max(20),
  description: z.string().max(1000).optional(),
  halal: z.boolean().optional(),
  add_user: z.array(z.email()).max(50).optional(),
  delete_user: z.array(z.email()).max(50).optional(),
});
export type TApiOutletRequest = z.infer<typeof ZApiOutletRequest>;

export const ZApiOutlet = z.object({
  vendor_id: z.string(),
  client_vendor_id: z.string(),
  name: z.string(),
  address: z.string(),
  street: z.string(),
  street_number: z.string(),
  building: z.string(),
  postal_code: z.string(),
  rider_instructions: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  city: z.string(),
  phone_number: z.string(),
  currency: z.string(),
  locale: z.string(),
  description: z.string(),
  users: z.array(z.string()),
});
export type TApiOutlet = z.infer<typeof ZApiOutlet>;

const ZOutletParams = ZCountryParams.extend({ client_vendor_id: z.string().min(1).max(255) });

export const putOutlet = definePublicEndpoint({
  method: 'PUT',
  path: '/outlets/:client_vendor_id',
  summary: "Create or update an outlet of the client's brand",
  params: ZOutletParams,
  body: ZApiOutletRequest,
  response: { 200: ZApiOutlet, 400: ZApiError, 401: ZApiError },
});

export const getOutlet = definePublicEndpoint({
  method: 'GET',
  path: '/outlets/:client_vendor_id',
  summary: "An outlet of the client's brand",
  params: ZOutletParams,
  response: { 200: ZApiOutlet, 404: ZApiError },
});

export const ZApiOutletListItem = z.object({
  client_vendor_id: z.string(),
  name: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone_number: z.string(),
});

export const listOutlets = definePublicEndpoint({
  method: 'GET',
  path: '/outletList',
  params: ZCountryParams,
  summary: 'Every outlet of a parent brand',
  response: { 200: z.array(ZApiOutletListItem), 401: ZApiError },
});
