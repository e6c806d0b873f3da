import { ValidationError, ValidationPipe } from '@nestjs/common';
import { AppException } from './app.exception';

function collect(errors: ValidationError[], prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    // Decorators register bottom-up: the rule written closest to the property is reported first.
    if (messages.length > 0 && !into[field]) into[field] = messages[0];
    if (error.children?.length) collect(error.children, field, into);
  }
  return into;
}

/** 400 `validation_error` with `errors: { field: message }`; the message is the first field's message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const fieldMessages = collect(errors);
      return new AppException('validation_error', Object.values(fieldMessages)[0], { errors: fieldMessages });
    },
  });
}

/** class-transformer `@Transform` that trims text and leaves everything else to the validators. */
export const trimText = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
