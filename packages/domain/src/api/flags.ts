import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

const ZFlagValues = z.record(z.string(), z.boolean());

export const getFlags = defineEndpoint('getFlags', {
  query: z.object({ vendor_id: z.string().min(1).max(100).optional() }).strict(),
  response: { 200: z.object({ result: z.object({ flags: ZFlagValues }) }) },
});

/** `/fwfFallback.json` (001 §7): the market's flags, read when the flag service does not answer. */
export const ZFlagFallback = z.object({ flags: ZFlagValues });
