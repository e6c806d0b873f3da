import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export interface UploadRequest {
  url: string;
  form: FormData;
  /** Called with 0–100 as the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export type UploadResult<Data> = { data: Data } | { error: FetchBaseQueryError };

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * POSTs a multipart form with XMLHttpRequest, because fetch reports no upload progress. The answer has
 * the shape of RTK Query's fetchBaseQuery, so a custom queryFn can return it as is.
 */
export function uploadWithProgress<Data>({
  url,
  form,
  onProgress,
  signal,
}: UploadRequest): Promise<UploadResult<Data>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve({ data: body as Data });
      } else {
        resolve({ error: { status: request.status, data: body } });
      }
    };
    request.onerror = () => resolve({ error: { status: 'FETCH_ERROR', error: 'Failed to fetch' } });
    request.onabort = () => resolve({ error: { status: 'FETCH_ERROR', error: 'Aborted' } });
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
