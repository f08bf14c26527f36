import { z } from 'zod';
import { ZOutletPayload, ZVendor, ZVendorAddressPayload } from '../vendors.ts';
import { defineEndpoint } from './endpoint.ts';
import { VENDOR_SCOPED_ERRORS, ZErrorEnvelope } from './errors.ts';

const ZVendorParams = z.object({ id: z.string().min(1).max(100) }).strict();
const ZVendorAnswer = z.object({ result: ZVendor });

/** The vendors the caller may act for: owned ones and the outlets of owned parents. */
export const getVendors = defineEndpoint('getVendors', {
  response: {
    200: z.object({ result: z.object({ vendors: z.array(ZVendor) }) }),
    ...VENDOR_SCOPED_ERRORS,
  },
});

export const getVendor = defineEndpoint('getVendor', {
  params: ZVendorParams,
  response: { 200: ZVendorAnswer, ...VENDOR_SCOPED_ERRORS },
});

export const createOutlet = defineEndpoint('createOutlet', {
  body: ZOutletPayload,
  response: { 201: ZVendorAnswer, 409: ZErrorEnvelope, ...VENDOR_SCOPED_ERRORS },
});

export const updateOutlet = defineEndpoint('updateOutlet', {
  params: ZVendorParams,
  body: ZOutletPayload,
  response: { 200: ZVendorAnswer, ...VENDOR_SCOPED_ERRORS },
});

export const updateVendorAddress = defineEndpoint('updateVendorAddress', {
  params: ZVendorParams,
  body: ZVendorAddressPayload,
  response: { 200: ZVendorAnswer, ...VENDOR_SCOPED_ERRORS },
});
