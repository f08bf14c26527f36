import type { TBulkJobDetail } from '@rider-portal/domain/bulk-job';
import { ApiError } from '../../../shared/api/api-error';
import { buildAuthorizationHeader } from '../../../shared/api/authorization';
import { API_BASE, toErrorEnvelope } from '../../../shared/api/client';
import { getAuthCredentials } from '../../../shared/session/session-store';

/**
 * POST /bulk-job/create as multipart (vendor_id, allow_duplicate, content), through XMLHttpRequest: fetch cannot
 * report upload progress. Rejects with ApiError like the API client, or an AbortError.
 */
export function uploadBulkFile(input: {
  vendorId: string;
  file: File;
  /** Issue 22: go on with a file uploaded in the last days (the server asked first). */
  isDuplicateAllowed?: boolean;
  onProgress: (loaded: number, total: number | null) => void;
  signal: AbortSignal;
}): Promise<TBulkJobDetail> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/bulk-job/create`);
    xhr.setRequestHeader('Accept', 'application/json');
    const authorization = buildAuthorizationHeader(getAuthCredentials());
    if (authorization) xhr.setRequestHeader('Authorization', authorization);
    xhr.upload.onprogress = (event) =>
      input.onProgress(event.loaded, event.lengthComputable ? event.total : null);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = null;
      }
      const answer = body as { code?: number; body?: TBulkJobDetail } | null;
      if (xhr.status === 200 && answer?.code === 200 && answer.body) resolve(answer.body);
      else reject(new ApiError(xhr.status, toErrorEnvelope(body)));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (input.signal.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    input.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('vendor_id', input.vendorId);
    if (input.isDuplicateAllowed) form.append('allow_duplicate', 'true');
    form.append('content', input.file, input.file.name);
    xhr.send(form);
  });
}
