import { ArgumentMetadata, PipeTransform, ValidationError, ValidationPipe } from '@nestjs/common';
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

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL can store and UTF-8 can carry: no NUL character, no half of a UTF-16 pair. */
export function isWellFormedText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

export const MALFORMED_TEXT_MESSAGE = 'Contains characters that are not allowed';

/** The first field (dotted path) of a request value holding malformed text; plain objects and arrays only. */
function malformedField(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = malformedField(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  // Uploaded files (Buffers) and other class instances are not request text.
  const prototype = value === null || typeof value !== 'object' ? undefined : Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const found = (isWellFormedText(key) ? null : path) ?? malformedField(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * The one text rule, for every body, query and path value of every route (it runs before the ValidationPipe):
 * a NUL or a lone surrogate answers 400 `validation_error` instead of reaching the database.
 */
export class WellFormedTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const field = malformedField(value, metadata.data ?? '');
    if (field !== null)
      throw new AppException('validation_error', MALFORMED_TEXT_MESSAGE, {
        errors: { [field || metadata.type]: MALFORMED_TEXT_MESSAGE },
      });
    return value;
  }
}

/** class-transformer `@Transform` that trims text and leaves everything else to the validators. */
export const trimText = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
