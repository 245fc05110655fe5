import type { FastifyReply } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { messages } from '../../messages';

/** A 429 that tells the client, in `retry-after`, when trying again makes sense. */
export class RetryLater extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = messages.rateLimited,
  ) {
    super(429, message);
  }
}

/**
 * Runs a sign-in call and, when it is refused for now, adds `retry-after`
 * before the error handler answers (it keeps headers already set).
 */
export async function withRetryAfter<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RetryLater) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
