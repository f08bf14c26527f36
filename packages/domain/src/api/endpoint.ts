import type { z } from 'zod';
import { API_ROUTES, type TApiRouteName } from './routes.ts';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint below /api/v1: its route, the request schemas that do not depend on the
 * market, and its answers by status. The server declares these on the route (so its serializer
 * checks every answer); the web calls the endpoint by name and reads the answer's type from here.
 */
export type TEndpoint = {
  readonly name: TApiRouteName;
  readonly method: THttpMethod;
  /** Fastify's pattern: `:name` marks a path parameter. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** A body whose schema depends on the market (built per request on the server): its type. */
  readonly marketBody?: TMarketBody<unknown>;
  readonly response: Readonly<Record<number, z.ZodType>>;
};

/**
 * The type of a body the server parses with a schema it builds per market (`createOrderSchema`,
 * `registerRequestSchema`): the web still sends exactly that type, with no schema to load.
 */
export type TMarketBody<T> = { readonly isMarketBody: true; readonly type?: T };

/** Declares an endpoint's market-dependent body by its type. */
export function marketBody<T>(): TMarketBody<T> {
  return { isMarketBody: true };
}

/** The statuses of an answer the caller receives as a value (the others arrive as errors). */
export type TSuccessStatus = 200 | 201 | 202;

/** The body of an endpoint's successful answer. */
export type TEndpointAnswer<E extends Pick<TEndpoint, 'response'>> = z.output<
  E['response'][Extract<keyof E['response'], TSuccessStatus>]
>;

/** An endpoint of the route table, with its schemas. */
export function defineEndpoint<
  N extends TApiRouteName,
  S extends Omit<TEndpoint, 'name' | 'method' | 'path'>,
>(name: N, spec: S): { readonly name: N } & (typeof API_ROUTES)[N] & S {
  return { name, ...API_ROUTES[name], ...spec };
}
