import { ParseUUIDPipe } from '@nestjs/common';
import { AppException } from '../errors/app.exception';
import type { ErrorCode } from '../errors/error-codes';

/** A route parameter that must be a UUID; anything else names nothing, so it answers as an unknown one would. */
export function uuidParameter(unknownCode: ErrorCode): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new AppException(unknownCode) });
}
