import { SIGNUP_ERROR_TEXT, type SignUpErrorKey } from '@rlo/contract';
import { badRequest, type FieldError, type HttpError } from '../../lib/http-error';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

const isKey = (message: string): message is SignUpErrorKey => message in SIGNUP_ERROR_TEXT;

/**
 * The sign-up form's 400: each field's message is the i18n key the dialog translates, and the
 * top-level message spells them out in English for anyone reading the raw answer.
 */
export function signUpValidationError(validation: ValidationIssue[]): HttpError {
  const errors: FieldError[] = validation.map((issue) => ({
    path: (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'body',
    message: issue.message ?? 'Invalid value.',
  }));
  const sentences = errors.map((e) => (isKey(e.message) ? SIGNUP_ERROR_TEXT[e.message] : `${e.path}: ${e.message}`));
  return badRequest(`The sign-up form has errors. ${[...new Set(sentences)].join(' ')}`, errors);
}
