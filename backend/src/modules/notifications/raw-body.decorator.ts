import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The JSON body as sent (custom decorators skip the global pipe, which would drop unknown keys silently). */
export const RawBody = createParamDecorator(
  (_data: unknown, context: ExecutionContext): unknown => context.switchToHttp().getRequest<Request>().body,
);
