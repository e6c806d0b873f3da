import { HttpException } from '@nestjs/common';
import { ErrorCatalogue, ErrorCode } from './error-codes';

/** The one way to fail a request on purpose: a catalogue code, optionally a more precise message and extra fields. */
export class AppException extends HttpException {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    const entry = ErrorCatalogue[code];
    super(message ?? entry.message, entry.status);
  }
}
