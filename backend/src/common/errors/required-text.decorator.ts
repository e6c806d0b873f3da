import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** A required text field whose one message covers missing, empty and non-text values. */
export function RequiredText(
  message: string,
  maximumLength = 100,
  tooLongMessage = `Must be at most ${maximumLength} characters`,
): PropertyDecorator {
  return (target, property) => {
    // Registered first, reported first.
    IsNotEmpty({ message })(target, property);
    IsString({ message })(target, property);
    MaxLength(maximumLength, { message: tooLongMessage })(target, property);
  };
}
