import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppException } from './app.exception';
import { ErrorCatalogue, ErrorCode } from './error-codes';

const codeForStatus: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: 'validation_error',
  [HttpStatus.UNAUTHORIZED]: 'not_authenticated',
  [HttpStatus.FORBIDDEN]: 'forbidden',
  [HttpStatus.NOT_FOUND]: 'not_found',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'file_too_large',
  [HttpStatus.TOO_MANY_REQUESTS]: 'too_many_requests',
};

/** Every error leaves as `{ statusCode, code, message }`; unknown ones as a 500 with no internals, logged with the request id. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<Request>();
    const response = context.getResponse<Response>();
    const body = this.toBody(exception, request);
    if (body.statusCode >= 500) {
      this.logger.error(`[${request.id}] ${request.method} ${request.originalUrl}: ${exception instanceof Error ? exception.stack : String(exception)}`);
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, request: Request): { statusCode: number; code: string; message: string; [key: string]: unknown } {
    if (exception instanceof AppException) {
      return { statusCode: exception.getStatus(), code: exception.code, message: exception.message, ...exception.extra };
    }
    if (exception instanceof ThrottlerException) {
      return { statusCode: 429, code: 'too_many_requests', message: ErrorCatalogue.too_many_requests.message };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const code = codeForStatus[statusCode];
      if (code) return { statusCode, code, message: ErrorCatalogue[code].message };
      if (statusCode < 500) return { statusCode, code: 'request_error', message: exception.message };
    }
    return { statusCode: 500, code: 'server_error', message: ErrorCatalogue.server_error.message, requestId: request.id };
  }
}
