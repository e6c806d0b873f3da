import {
  MALFORMED_FAILURE,
  ProviderFailure,
  requestFailure,
  RESULT_TOO_LARGE_FAILURE,
  runtimeFailure,
  TIMEOUT_FAILURE,
  TryOnProviderError,
  UNREACHABLE_FAILURE,
} from './provider-errors';

export type GarmentCategory = 'top' | 'bottom' | 'dress';

export interface TryOnSubmission {
  personImage: Buffer;
  garmentImage: Buffer;
  /** Unset lets the provider detect it. */
  category?: GarmentCategory;
}

export type TryOnStatus =
  | { state: 'in_queue' | 'processing'; queuePosition?: number }
  | { state: 'completed'; image: Buffer }
  | ({ state: 'failed' } & ProviderFailure);

export interface FashnProtocolOptions {
  baseUrl: string;
  apiKey?: string;
  modelName?: string;
  /** FASHN's speed/quality trade-off: performance, balanced or quality. */
  mode?: 'performance' | 'balanced' | 'quality';
  requestTimeoutMilliseconds?: number;
  maximumResultBytes?: number;
}

const CATEGORIES: Record<GarmentCategory, string> = { top: 'tops', bottom: 'bottoms', dress: 'one-pieces' };
const DATA_URL = /^data:(image\/[\w.+-]+);base64,([A-Za-z0-9+/=\s]+)$/;

/**
 * A client of the FASHN try-on protocol (`POST /v1/run`, `GET /v1/status/{id}`), used for the hosted
 * FASHN API and for any self-hosted service speaking the same protocol. Every request has a timeout;
 * failures to talk to the service throw TryOnProviderError (with `retryable`), failures of a job come
 * back as a `failed` status with a message for the user.
 */
export class FashnProtocolClient {
  private readonly baseUrl: string;
  private readonly timeout: number;
  private readonly maximumResultBytes: number;

  constructor(private readonly options: FashnProtocolOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.timeout = options.requestTimeoutMilliseconds ?? 30_000;
    this.maximumResultBytes = options.maximumResultBytes ?? 25 * 1024 * 1024;
  }

  async submit(submission: TryOnSubmission): Promise<{ externalId: string }> {
    const body = {
      model_name: this.options.modelName ?? 'tryon-v1.6',
      inputs: {
        model_image: dataUrlOf(submission.personImage),
        garment_image: dataUrlOf(submission.garmentImage),
        category: submission.category ? CATEGORIES[submission.category] : 'auto',
        mode: this.options.mode ?? 'balanced',
      },
    };
    const answer = await this.requestJson('POST', '/v1/run', body);
    if (isRecord(answer) && answer.error)
      throw new TryOnProviderError(
        requestFailure(400, errorName(answer.error)),
        `run refused: ${JSON.stringify(answer.error)}`,
      );
    if (!isRecord(answer) || typeof answer.id !== 'string' || answer.id === '')
      throw new TryOnProviderError(MALFORMED_FAILURE, `run answered without an id: ${preview(answer)}`);
    return { externalId: answer.id };
  }

  async status(externalId: string): Promise<TryOnStatus> {
    let answer: unknown;
    try {
      answer = await this.requestJson('GET', `/v1/status/${encodeURIComponent(externalId)}`);
    } catch (error) {
      // A job the provider no longer knows will never finish.
      if (error instanceof TryOnProviderError && error.code === 'tryon_job_lost')
        return { state: 'failed', code: error.code, message: error.message };
      throw error;
    }
    if (!isRecord(answer))
      throw new TryOnProviderError(MALFORMED_FAILURE, `status answer is not an object: ${preview(answer)}`);
    switch (answer.status) {
      case 'starting':
      case 'in_queue':
        return {
          state: 'in_queue',
          ...(typeof answer.queue_position === 'number' ? { queuePosition: answer.queue_position } : {}),
        };
      case 'processing':
        return { state: 'processing' };
      case 'completed': {
        const first = Array.isArray(answer.output) ? answer.output[0] : undefined;
        if (typeof first !== 'string')
          throw new TryOnProviderError(MALFORMED_FAILURE, `completed without an output: ${preview(answer)}`);
        return { state: 'completed', image: await this.download(first) };
      }
      case 'failed':
        return { state: 'failed', ...runtimeFailure(errorName(answer.error)) };
      default:
        throw new TryOnProviderError(MALFORMED_FAILURE, `unknown status: ${preview(answer)}`);
    }
  }

  private async requestJson(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    };
    if (this.options.apiKey) headers.Authorization = `Bearer ${this.options.apiKey}`;
    const response = await this.fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await this.readText(response);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      if (response.ok)
        throw new TryOnProviderError(MALFORMED_FAILURE, `${method} ${path}: answer is not JSON: ${text.slice(0, 200)}`);
    }
    if (!response.ok)
      throw new TryOnProviderError(
        requestFailure(response.status, isRecord(parsed) ? errorName(parsed.error) : undefined),
        `${method} ${path}: HTTP ${response.status}: ${text.slice(0, 200)}`,
      );
    return parsed;
  }

  private async download(location: string): Promise<Buffer> {
    const inline = DATA_URL.exec(location);
    if (inline) return this.limited(Buffer.from(inline[2], 'base64'));
    if (!/^https?:\/\//.test(location))
      throw new TryOnProviderError(
        MALFORMED_FAILURE,
        `output is neither a URL nor a data URL: ${location.slice(0, 100)}`,
      );
    const response = await this.fetch(location, { method: 'GET' });
    if (!response.ok)
      throw new TryOnProviderError(
        requestFailure(response.status >= 500 ? response.status : 500, undefined),
        `output download: HTTP ${response.status}`,
      );
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > this.maximumResultBytes) {
      await response.body?.cancel();
      throw new TryOnProviderError(RESULT_TOO_LARGE_FAILURE, `output declares ${declared} bytes`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of response.body ?? []) {
        size += chunk.length;
        if (size > this.maximumResultBytes)
          throw new TryOnProviderError(RESULT_TOO_LARGE_FAILURE, `output is over ${this.maximumResultBytes} bytes`);
        chunks.push(Buffer.from(chunk));
      }
    } catch (error) {
      throw this.classify(error);
    }
    if (size === 0) throw new TryOnProviderError(MALFORMED_FAILURE, 'output is empty');
    return Buffer.concat(chunks);
  }

  private limited(content: Buffer): Buffer {
    if (content.length > this.maximumResultBytes)
      throw new TryOnProviderError(RESULT_TOO_LARGE_FAILURE, `output is over ${this.maximumResultBytes} bytes`);
    if (content.length === 0) throw new TryOnProviderError(MALFORMED_FAILURE, 'output is empty');
    return content;
  }

  /** fetch with this client's timeout over the whole exchange, body included. */
  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, redirect: 'follow', signal: AbortSignal.timeout(this.timeout) });
    } catch (error) {
      throw this.classify(error);
    }
  }

  private async readText(response: Response): Promise<string> {
    try {
      return await response.text();
    } catch (error) {
      throw this.classify(error);
    }
  }

  private classify(error: unknown): TryOnProviderError {
    if (error instanceof TryOnProviderError) return error;
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return new TryOnProviderError(TIMEOUT_FAILURE, `no answer within ${this.timeout} ms`);
    return new TryOnProviderError(
      UNREACHABLE_FAILURE,
      `${name}: ${(error as Error)?.message} ${String((error as { cause?: unknown })?.cause ?? '')}`.trim(),
    );
  }
}

function dataUrlOf(image: Buffer): string {
  const type =
    image[0] === 0x89 && image[1] === 0x50
      ? 'image/png'
      : image[0] === 0x52 && image[8] === 0x57
        ? 'image/webp'
        : 'image/jpeg';
  return `data:${type};base64,${image.toString('base64')}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** FASHN sends `error` as a name string on refused requests and as `{ name, message }` on failed jobs. */
function errorName(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (isRecord(error) && typeof error.name === 'string') return error.name;
  return undefined;
}

function preview(value: unknown): string {
  return JSON.stringify(value)?.slice(0, 200) ?? String(value);
}
