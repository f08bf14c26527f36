import type { TErrorEnvelope } from '@rider-portal/domain/api/errors';

/**
 * The one error the API client throws. `status` is 0 when no HTTP answer arrived (offline,
 * DNS, CORS); `envelope` is the server's error body when it could be parsed.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly envelope: TErrorEnvelope | null;

  constructor(status: number, envelope: TErrorEnvelope | null, options?: { cause?: unknown }) {
    super(envelope?.message ?? (status === 0 ? 'Network error' : `HTTP ${status}`), options);
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
  }

  /** The key a screen translates; null when the server did not send one. */
  get translationKey(): string | null {
    return this.envelope?.meta?.translation_key || null;
  }

  /** How long the server asked to wait before trying again (meta.retry_after_seconds). */
  get retryAfterSeconds(): number | null {
    return this.envelope?.meta?.retry_after_seconds ?? null;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
