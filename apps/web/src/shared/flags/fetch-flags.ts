import {
  FLAG_DEFAULTS,
  resolveFlags,
  type TFlagOverrides,
  type TFlags,
} from '@rider-portal/domain/flags';
import { FLAG_REQUEST_TIMEOUT_MS } from '@rider-portal/domain/constants';
import { apiClient, type TApiClient } from '../api/client';

export type TFlagSource = 'service' | 'fallback' | 'defaults';

export interface TFetchFlagsDeps {
  client?: TApiClient;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
}

/**
 * 001 §7: flags come from the flag service (2 s timeout), then {origin}/fwfFallback.json, then
 * the built-in defaults. Whatever a source omits keeps its default; unknown names are dropped.
 */
export async function fetchFlags(
  vendorId: string | null,
  {
    client = apiClient,
    fetch: fetchImpl = (input, init) => fetch(input, init),
    timeoutMs = FLAG_REQUEST_TIMEOUT_MS,
  }: TFetchFlagsDeps = {},
): Promise<{ flags: TFlags; source: TFlagSource }> {
  try {
    const answer = await withTimeout(timeoutMs, (signal) =>
      client.call('getFlags', {
        query: { vendor_id: vendorId ?? undefined },
        signal,
        retry: false,
      }),
    );
    const flags = toFlags(answer?.result?.flags);
    if (flags) return { flags, source: 'service' };
  } catch {
    // Fall through to the fallback file.
  }
  try {
    const answer = await withTimeout(timeoutMs, async (signal) => {
      const response = await fetchImpl('/fwfFallback.json', { signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as { flags?: unknown };
    });
    const flags = toFlags(answer?.flags);
    if (flags) return { flags, source: 'fallback' };
  } catch {
    // Fall through to the defaults.
  }
  return { flags: { ...FLAG_DEFAULTS }, source: 'defaults' };
}

async function withTimeout<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await run(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** A source's flag map laid over the defaults; null when the answer holds no map at all. */
function toFlags(raw: unknown): TFlags | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  return resolveFlags(FLAG_DEFAULTS, [raw as TFlagOverrides]);
}
