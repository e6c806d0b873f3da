import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppException } from './app.exception';
import { ErrorCatalogue, ErrorCode } from './error-codes';
import { unavailableService } from './unavailable-service';

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  [key: string]: unknown;
}

/** The one error builder: a catalogue code, its status, and its text unless a more precise one is given. */
export function errorBody(code: ErrorCode, message?: string, extra: Record<string, unknown> = {}): ErrorBody {
  const entry = ErrorCatalogue[code];
  return { statusCode: entry.status, code, message: message ?? entry.message, ...extra };
}

const codeForStatus: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: 'validation_error',
  [HttpStatus.UNAUTHORIZED]: 'not_authenticated',
  [HttpStatus.FORBIDDEN]: 'forbidden',
  [HttpStatus.NOT_FOUND]: 'not_found',
  // Multer's size limit: the only 413 Nest raises itself.
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'file_too_large',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'unsupported_media_type',
  [HttpStatus.TOO_MANY_REQUESTS]: 'too_many_requests',
};

// body-parser marks its errors with a `type`.
const codeForBodyParserType: Record<string, ErrorCode> = {
  'entity.too.large': 'payload_too_large',
  'entity.parse.failed': 'invalid_json',
  'encoding.unsupported': 'unsupported_media_type',
  'charset.unsupported': 'unsupported_media_type',
  'request.aborted': 'request_error',
  'request.size.invalid': 'request_error',
};

function bodyFor(exception: unknown, requestId: string): ErrorBody {
  if (exception instanceof AppException) return errorBody(exception.code, exception.message, exception.extra);
  if (exception instanceof ThrottlerException) return errorBody('too_many_requests');
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const code = codeForStatus[statusCode];
    if (code) return errorBody(code);
    if (statusCode < 500) return { ...errorBody('request_error'), statusCode };
  }
  const bodyParserType = (exception as { type?: unknown } | null)?.type;
  if (typeof bodyParserType === 'string' && codeForBodyParserType[bodyParserType])
    return errorBody(codeForBodyParserType[bodyParserType]);
  const service = unavailableService(exception);
  if (service) return errorBody('service_unavailable', undefined, { service });
  return errorBody('server_error', undefined, { requestId });
}

const logger = new Logger('Errors');

/** Answers any error in the one format; unknown errors are logged with the request id, without reaching the client. */
export function sendError(exception: unknown, request: Request, response: Response): void {
  const body = bodyFor(exception, request.id);
  if (body.statusCode >= 500 && body.code !== 'service_unavailable') {
    logger.error(
      `[${request.id}] ${request.method} ${request.originalUrl}: ${exception instanceof Error ? exception.stack : String(exception)}`,
    );
  } else if (body.code === 'service_unavailable') {
    logger.warn(
      `[${request.id}] ${request.method} ${request.originalUrl}: ${String(body.service)} unavailable (${exception instanceof Error ? exception.message : String(exception)})`,
    );
  }
  if (response.headersSent) return;
  response.status(body.statusCode).json(body);
}
