import { z } from 'zod';

// Here, not in errors.ts beside the keys: the app's entry reads the keys, and a schema there was
// built (with zod's whole library) before any page could draw; the pages that check an envelope
// load it with their own code.
/**
 * The HTTP error envelope (000 §7: failures carry meta.translation_key; field errors their own).
 * A throttled request also says how long to wait (meta.retry_after_seconds).
 */
export const ZErrorEnvelope = z.object({
  message: z.string(),
  meta: z.looseObject({
    translation_key: z.string(),
    retry_after_seconds: z.number().int().positive().optional(),
  }),
  errors: z
    .array(
      z.object({
        field: z.string().optional(),
        translation_key: z.string(),
        message: z.string(),
      }),
    )
    .optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** The refusals a signed-in, vendor-scoped endpoint declares: each one the error envelope. */
export const VENDOR_SCOPED_ERRORS = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
};
