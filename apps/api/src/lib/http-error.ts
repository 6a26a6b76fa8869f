import { CATALOGUE_MESSAGES } from '@rlo/contract';

export interface FieldError {
  path: string;
  message: string;
}

/** An error with a status the client should see: the error handler turns it into the api.md body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = () => new HttpError(401, CATALOGUE_MESSAGES[401]);
export const forbidden = (message: string = CATALOGUE_MESSAGES[403]) => new HttpError(403, message);
export const notFound = (what = 'The requested item') => new HttpError(404, `${what} was not found.`);
export const conflict = (message: string = CATALOGUE_MESSAGES[409]) => new HttpError(409, message);
