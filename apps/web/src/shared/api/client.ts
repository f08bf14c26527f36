import type { TErrorEnvelope } from '@rider-portal/domain/api/errors';
import { REQUEST_RETRIES, REQUEST_RETRY_DELAY_MS } from '@rider-portal/domain/constants';
import { API_ROUTES, type TApiRouteName } from '@rider-portal/domain/api/routes';
import type { TApiAnswer, TCallArgs, TCallInput } from './endpoints';
import { ApiError } from './api-error';
import { getAuthCredentials } from '../session/session-store';
import { reportSessionEnded, SESSION_ENDED_KEY } from '../session/session-ended';
import { buildAuthorizationHeader, type TAuthCredentials } from './authorization';

export const API_BASE = '/api/v1';

/**
 * The translation key the server answers (HTTP 409) while a request with the same
 * Idempotency-Key is still being processed. It is the "idempotent-request error" of 000 §7: the
 * first attempt may still succeed, so the client asks again with the same key.
 */
export const IDEMPOTENCY_IN_PROGRESS_KEY = 'error.idempotency-in-progress';

export type TQueryValue = string | number | boolean | null | undefined;

export interface TRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, TQueryValue>;
  /** Sent as JSON; FormData is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Set to false for calls that have their own fallback (flags) and must not wait for retries. */
  retry?: boolean;
}

export interface TApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  sleep: (ms: number) => Promise<void>;
  getCredentials: () => TAuthCredentials;
  baseUrl?: string;
  retries?: number;
  retryDelayMs?: number;
  /** A request sent with credentials was answered that its session has ended (HTTP 401). */
  onSessionEnded?: () => void;
}

export interface TApiClient {
  /** The answer as it came: unknown, since only `call` knows the endpoint's schema. */
  request(path: string, options?: TRequestOptions): Promise<unknown>;
  /** One endpoint of the API by its name, with the answer typed by its schema. */
  call<N extends TApiRouteName>(name: N, ...input: TCallArgs<N>): Promise<TApiAnswer<N>>;
}

/** 000 §7: retry network errors, idempotent-request errors and HTTP 429; nothing else. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.status === 0) return true;
    if (error.status === 429) return true;
    return error.status === 409 && error.translationKey === IDEMPOTENCY_IN_PROGRESS_KEY;
  }
  return false;
}

export function createApiClient(deps: TApiClientDeps): TApiClient {
  const baseUrl = deps.baseUrl ?? API_BASE;
  const retries = deps.retries ?? REQUEST_RETRIES;
  const retryDelayMs = deps.retryDelayMs ?? REQUEST_RETRY_DELAY_MS;

  async function attempt(url: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await deps.fetch(url, init);
    } catch (error) {
      // fetch rejects with a TypeError when no answer arrived; an abort is the caller's choice.
      if (error instanceof TypeError) throw new ApiError(0, null, { cause: error });
      throw error;
    }
    const body = await readBody(response);
    if (!response.ok) {
      const error = new ApiError(response.status, toErrorEnvelope(body));
      const hadCredentials = Boolean((init.headers as Record<string, string>).Authorization);
      if (error.status === 401 && hadCredentials && error.translationKey === SESSION_ENDED_KEY) {
        deps.onSessionEnded?.();
      }
      throw error;
    }
    return body;
  }

  async function request(path: string, options: TRequestOptions = {}): Promise<unknown> {
    const url = buildUrl(baseUrl, path, options.query);
    const init = buildInit(options, deps.getCredentials());
    const maxRetries = options.retry === false ? 0 : retries;
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt(url, init);
      } catch (error) {
        if (retry >= maxRetries || !isRetryable(error) || options.signal?.aborted) throw error;
        await deps.sleep(retryDelayMs * (retry + 1));
      }
    }
  }

  return {
    request,
    async call<N extends TApiRouteName>(name: N, ...[input]: TCallArgs<N>) {
      const route = API_ROUTES[name];
      const { params, ...options } = (input ?? {}) as TCallInput<N> & {
        params?: Record<string, string>;
      };
      const answer = await request(fillPath(route.path, params), {
        ...options,
        method: route.method,
      });
      // Development and the unit tests check every answer against its schema; a production
      // build leaves the schemas (and zod) out of the landing page and does not re-parse polls.
      if (import.meta.env.DEV) {
        const { assertAnswerMatches } = await import('./check-answer');
        assertAnswerMatches(name, answer);
      }
      // The one place an answer gets its type: the schema the server serializes it with.
      return answer as TApiAnswer<N>;
    },
  };
}

/** `/vendor/:id` with `{ id: 'V1' }` gives `/vendor/V1`; every value percent-escaped. */
export function fillPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, TQueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

function buildInit(options: TRequestOptions, credentials: TAuthCredentials): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (!isForm) headers['Content-Type'] = 'application/json';
  const authorization = buildAuthorizationHeader(credentials);
  if (authorization) headers.Authorization = authorization;
  Object.assign(headers, options.headers);

  let body: BodyInit | undefined;
  if (isForm) body = options.body as FormData;
  else if (options.body !== undefined) body = JSON.stringify(options.body);

  return { method: options.method ?? 'GET', headers, body, signal: options.signal };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Keeps what is usable from an error body; a proxy's HTML page gives null. */
export function toErrorEnvelope(body: unknown): TErrorEnvelope | null {
  if (typeof body !== 'object' || body === null) return null;
  // Checked by hand rather than with ZErrorEnvelope: the client is in the landing page's
  // bundle, which must stay free of zod. Unreadable parts become empty, never a crash.
  const raw = body as {
    message?: unknown;
    meta?: { translation_key?: unknown; retry_after_seconds?: unknown };
    errors?: unknown;
  };
  const errors = Array.isArray(raw.errors) ? (raw.errors as unknown[]) : [];
  const retryAfter = raw.meta?.retry_after_seconds;
  // What else the meta carries (bulk.duplicate-file: the earlier job) stays for the screens that
  // read it with their own schema.
  const isMetaObject =
    typeof raw.meta === 'object' && raw.meta !== null && !Array.isArray(raw.meta);
  const { retry_after_seconds: _retry, ...details } = isMetaObject ? raw.meta! : {};
  return {
    message: typeof raw.message === 'string' ? raw.message : '',
    meta: {
      ...details,
      translation_key:
        typeof raw.meta?.translation_key === 'string' ? raw.meta.translation_key : '',
      ...(typeof retryAfter === 'number' && Number.isInteger(retryAfter) && retryAfter > 0
        ? { retry_after_seconds: retryAfter }
        : {}),
    },
    errors: errors
      .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
      .map((e) => ({
        ...(typeof e.field === 'string' ? { field: e.field } : {}),
        translation_key: typeof e.translation_key === 'string' ? e.translation_key : '',
        message: typeof e.message === 'string' ? e.message : '',
      })),
  };
}

export const apiClient: TApiClient = createApiClient({
  fetch: (input, init) => fetch(input, init),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  getCredentials: getAuthCredentials,
  onSessionEnded: reportSessionEnded,
});
