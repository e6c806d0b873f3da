import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';

/** The field must equal another field of the same object (password confirmation). */
export function Match(otherProperty: string, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'match',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [otherProperty],
      options,
      validator: {
        validate: (value: unknown, validation: ValidationArguments) =>
          value === (validation.object as Record<string, unknown>)[otherProperty],
      },
    });
  };
}
