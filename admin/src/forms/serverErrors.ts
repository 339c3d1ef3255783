import { HttpError } from 'react-admin';

export type FieldErrors = Record<string, string>;

const bodyOf = (error: unknown): Record<string, unknown> | null =>
  error instanceof HttpError && error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : null;

/** 422 answers map each field to a translation key (`errors`); react-admin translates them. */
export const validationErrors = (error: unknown): FieldErrors | null => {
  const errors = bodyOf(error)?.errors;
  return errors && typeof errors === 'object' && Object.keys(errors).length > 0 ? (errors as FieldErrors) : null;
};

/** The text to show for an error that belongs to no field. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'errors.internal';

/**
 * For a form's submit handler: the field errors of a 422, to return to react-admin, or
 * undefined after handing any other failure's message to `onOther`.
 */
export const fieldErrorsOr = (error: unknown, onOther: (message: string) => void): FieldErrors | undefined => {
  const fieldErrors = validationErrors(error);
  if (!fieldErrors) onOther(errorMessage(error));
  return fieldErrors ?? undefined;
};
