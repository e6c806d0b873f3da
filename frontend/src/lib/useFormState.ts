import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors } from './validation';
import { readFieldErrors, resolveErrorMessage } from './errorCatalogue';

/**
 * Values, client validation and server field errors of one form. Client messages appear after the
 * first submit attempt and then follow every keystroke; a server message clears when its field changes.
 */
export function useFormState<Values extends Record<string, string>>(
  initialValues: Values,
  validate: (values: Values) => FieldErrors<Extract<keyof Values, string>>,
) {
  type Field = Extract<keyof Values, string>;
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const clientErrors = validate(values);
  const errors: FieldErrors<Field> = submitted ? { ...serverErrors, ...clientErrors } : serverErrors;

  function setValue(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }

  function fieldProps(field: Field) {
    return {
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(field, event.target.value),
      error: Boolean(errors[field]),
      helperText: errors[field],
    };
  }

  function handleSubmit(onValid: (values: Values) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      if (Object.keys(clientErrors).length === 0) onValid(values);
    };
  }

  /** Puts a 400 answer's `errors: { field: message }` under the matching fields; true when any matched. */
  /**
   * Puts the server's field messages under the fields. `fieldByCode` names the field that an error
   * code without field messages belongs to (e.g. username_taken → username).
   */
  function showServerErrors(error: unknown, fieldByCode: Partial<Record<string, Field>> = {}): boolean {
    const code = (error as { data?: { code?: string } } | undefined)?.data?.code;
    const codeField = code ? fieldByCode[code] : undefined;
    if (codeField) {
      setServerErrors({ [codeField]: resolveErrorMessage(error) } as FieldErrors<Field>);
      return true;
    }
    const fieldErrors = readFieldErrors(error);
    const known = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => field in initialValues));
    setServerErrors(known as FieldErrors<Field>);
    return Object.keys(known).length > 0;
  }

  function setFieldError(field: Field, message: string) {
    setServerErrors((current) => ({ ...current, [field]: message }));
  }

  return { values, errors, setValue, fieldProps, handleSubmit, showServerErrors, setFieldError };
}
