import { messages } from '../messages';

/** An error whose status and Arabic message go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: string[],
    /** More fields for the body, which the route's response schema declares (a short balance). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string = messages.badRequest) => new HttpError(400, message);
export const unauthorized = (message: string = messages.loginRequired) =>
  new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);
/** The request is fine but the state of things refuses it (an exam that has ended). */
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (problems: string[]) =>
  new HttpError(422, messages.validationFailed, problems);
