import { ParseUUIDPipe } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { AppException } from '../errors/app.exception';
import type { ErrorCode } from '../errors/error-codes';

/** A route parameter that must be a UUID; anything else names nothing, so it answers as an unknown one would. */
export function uuidParameter(unknownCode: ErrorCode): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new AppException(unknownCode) });
}

/** The same rule for an id a body names (e.g. the post "Try This" copies from): not a UUID, not found. */
export function requireUuid(value: string, unknownCode: ErrorCode): string {
  if (!isUUID(value)) throw new AppException(unknownCode);
  return value;
}
