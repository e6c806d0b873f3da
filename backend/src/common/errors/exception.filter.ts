import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendError } from './error-body';

/** Every error leaves as `{ statusCode, code, message }`; unknown ones as a 500 with no internals, logged with the request id. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    sendError(exception, context.getRequest<Request>(), context.getResponse<Response>());
  }
}
