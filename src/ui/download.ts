import { call, CallError, CANNOT_READ, failureText, isFailureBody } from '../providers/http';
import { fillPath } from '../providers/http/paths';
import type { ApiCall, Values } from '../model/types';

/** Hands a file to the browser's download through a temporary link; throws when the browser refuses. */
export function saveFile(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/**
 * Fetches a file the API answers (CSV, xlsx, text). A JSON envelope in its place is a refusal and
 * is thrown with its text, like any failed call; any other JSON (or broken JSON) is no file either.
 */
export async function fetchFile(endpoint: ApiCall, values: Values, query?: Values): Promise<Blob> {
  const envelope = await call<Blob>({
    base: endpoint.base,
    method: endpoint.method,
    path: fillPath(endpoint.path, values),
    query: { ...endpoint.query, ...query },
    responseType: 'blob',
    silent: true,
  });
  const file = envelope.data as Blob;
  if (file.type.includes('json')) {
    const text = await file.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new CallError(CANNOT_READ, 200, text);
    }
    throw new CallError(isFailureBody(body) ? failureText(body) : CANNOT_READ, 200, body);
  }
  return file;
}

/** Fetches and saves; the reason of a failure is thrown for the caller's own message. */
export async function downloadFile(
  endpoint: ApiCall,
  fileName: string,
  values: Values = {},
  query?: Values,
): Promise<void> {
  saveFile(await fetchFile(endpoint, values, query), fileName);
}
