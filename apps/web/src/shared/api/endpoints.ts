import type { z } from 'zod';
import type { TEndpointAnswer, TMarketBody } from '@rider-portal/domain/api/endpoint';
import type { TApiRouteName } from '@rider-portal/domain/api/routes';
import type * as appConfig from '@rider-portal/domain/api/app-config';
import type * as auth from '@rider-portal/domain/api/auth';
import type * as bulk from '@rider-portal/domain/api/bulk';
import type * as countryParams from '@rider-portal/domain/api/country-params';
import type * as flags from '@rider-portal/domain/api/flags';
import type * as geo from '@rider-portal/domain/api/geo';
import type * as help from '@rider-portal/domain/api/help';
import type * as history from '@rider-portal/domain/api/history';
import type * as integrations from '@rider-portal/domain/api/integrations';
import type * as mailbox from '@rider-portal/domain/api/mailbox';
import type * as messages from '@rider-portal/domain/api/messages';
import type * as orders from '@rider-portal/domain/api/orders';
import type * as payments from '@rider-portal/domain/api/payments';
import type * as publicTracking from '@rider-portal/domain/api/public-tracking';
import type * as request from '@rider-portal/domain/api/request';
import type * as vendors from '@rider-portal/domain/api/vendors';
import type { TQueryValue, TRequestOptions } from './client';

// The web's map of the API: every endpoint of the route table with the schemas of
// `packages/domain/src/api/`, as types only, so calling the API adds no zod to a page. A name of
// the route table without its schemas here fails the typecheck.
type TContracts = typeof appConfig &
  typeof auth &
  typeof bulk &
  typeof countryParams &
  typeof flags &
  typeof geo &
  typeof help &
  typeof history &
  typeof integrations &
  typeof mailbox &
  typeof messages &
  typeof orders &
  typeof payments &
  typeof publicTracking &
  typeof request &
  typeof vendors;

export type TApiEndpoints = { [N in TApiRouteName]: TContracts[N] };

/** The body of the endpoint's successful answer, as its schema gives it. */
export type TApiAnswer<N extends TApiRouteName> = TEndpointAnswer<TApiEndpoints[N]>;

type TPathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TPathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type TParamsOf<N extends TApiRouteName> = [TPathParamNames<TApiEndpoints[N]['path']>] extends [
  never,
]
  ? { params?: undefined }
  : { params: Record<TPathParamNames<TApiEndpoints[N]['path']>, string> };

type TBodyOf<N extends TApiRouteName> = TApiEndpoints[N] extends { body: z.ZodType }
  ? { body: z.input<TApiEndpoints[N]['body']> }
  : TApiEndpoints[N] extends { marketBody: TMarketBody<infer T> }
    ? { body: T }
    : // No body, or an empty JSON object for a POST that carries nothing.
      { body?: Record<string, never> };

/** What a call sends: path parameters by name, the query, the body, and the transport options. */
export type TCallInput<N extends TApiRouteName> = Omit<
  TRequestOptions,
  'method' | 'body' | 'query'
> &
  TParamsOf<N> &
  TBodyOf<N> & { query?: Record<string, TQueryValue> };

/** The input is optional for an endpoint that needs neither path parameters nor a body. */
export type TCallArgs<N extends TApiRouteName> = [
  TPathParamNames<TApiEndpoints[N]['path']>,
] extends [never]
  ? TApiEndpoints[N] extends { body: z.ZodType } | { marketBody: TMarketBody<unknown> }
    ? [input: TCallInput<N>]
    : [input?: TCallInput<N>]
  : [input: TCallInput<N>];
