import { ZErrorEnvelope } from '../errors.ts';

/** The refusals a signed-in, vendor-scoped endpoint declares: each one the error envelope. */
export const VENDOR_SCOPED_ERRORS = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
};
