import { z } from 'zod';
import { ZErrorEnvelope } from './errors.ts';
import { defineEndpoint } from './endpoint.ts';

/** GET /get-country-parameter/{name} (000 §7, 001 §7): the market's value, as a string. */
export const getCountryParameter = defineEndpoint('getCountryParameter', {
  params: z.object({ name: z.string().min(1).max(100) }).strict(),
  response: {
    200: z.object({ result: z.string() }),
    401: ZErrorEnvelope,
    404: ZErrorEnvelope,
  },
});
