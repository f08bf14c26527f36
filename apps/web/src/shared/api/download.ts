import { getAuthCredentials } from '../session/session-store';
import { ApiError } from './api-error';
import { buildAuthorizationHeader } from './authorization';
import { API_BASE, toErrorEnvelope, type TQueryValue } from './client';

/** A file the server sent as an attachment, or the JSON it answered instead (a mailed export). */
export type TDownload =
  { kind: 'file'; blob: Blob; filename: string } | { kind: 'json'; status: number; body: unknown };

export type TDownloadOptions = {
  query?: Record<string, TQueryValue>;
  signal?: AbortSignal;
  /** Bytes received so far and the total when the server told it. */
  onProgress?: (loaded: number, total: number | null) => void;
  fallbackName?: string;
};

function filenameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Fetches a file with the session's Authorization header, reporting progress as it streams
 * (exports, receipts). Errors are thrown as ApiError, like the API client's; the screen decides
 * what to show.
 */
export async function downloadFile(
  path: string,
  options: TDownloadOptions = {},
): Promise<TDownload> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  const headers: Record<string, string> = {};
  const authorization = buildAuthorizationHeader(getAuthCredentials());
  if (authorization) headers.Authorization = authorization;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${search ? `?${search}` : ''}`, {
      headers,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof TypeError) throw new ApiError(0, null, { cause: error });
    throw error;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || (type.includes('application/json') && response.status !== 200)) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = null;
    }
    if (!response.ok) throw new ApiError(response.status, toErrorEnvelope(body));
    return { kind: 'json', status: response.status, body };
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      options.onProgress?.(loaded, total);
    }
  }
  const blob = reader ? new Blob(chunks as BlobPart[], { type }) : await response.blob();
  const filename = filenameOf(
    response.headers.get('content-disposition'),
    options.fallbackName ?? 'download',
  );
  return { kind: 'file', blob, filename };
}

/** Hands a downloaded file to the browser to save, through an object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
