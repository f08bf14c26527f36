import type { z } from 'zod';
import type { THttpMethod } from '../endpoint.ts';

/**
 * One endpoint of the public delivery API (issue 19, pandago API v1.1.0): its route below
 * `/{country}/api/v1` (or the token URL), request schemas and answers by status. The server
 * declares these on the route, and its OpenAPI document at /api/public/docs is generated from them.
 */
export type TPublicEndpoint = {
  readonly method: THttpMethod;
  /** Fastify's pattern: `:name` marks a path parameter. */
  readonly path: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: Readonly<Record<number, z.ZodType>>;
};

export function definePublicEndpoint<S extends TPublicEndpoint>(spec: S): S {
  return spec;
}
