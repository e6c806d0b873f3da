/**
 * The message that part 1 §7's fetcher throws: the server's message, else "HTTP error! status: {status}";
 * for a request that never got an answer, the browser's own text.
 */
export function serverMessageOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const record = error as { status?: unknown; data?: unknown; error?: unknown };
    const data = record.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
    if (typeof record.status === 'number') return `HTTP error! status: ${record.status}`;
    if (typeof record.error === 'string') return record.error;
  }
  return error instanceof Error ? error.message : 'Failed to fetch';
}
