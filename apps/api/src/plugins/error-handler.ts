import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiPrefix, type ApiError } from '@sabora/contract';
import { HttpError } from '../lib/http-errors';
import { messages } from '../messages';

// Fastify's own client errors, worded for people.
const fastifyCodeMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.badRequest,
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiError = error.data
        ? { message: error.message, data: error.data }
        : { message: error.message };
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const data = [...new Set(error.validation.map((issue) => issue.message))];
      return reply.code(422).send({ message: messages.validationFailed, data });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        fastifyCodeMessages[error.code] ??
        (status === 429
          ? messages.rateLimited
          : status === 404
            ? messages.notFound
            : messages.badRequest);
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    const unavailable = isDatabaseUnavailable(error);
    return reply
      .code(unavailable ? 503 : 500)
      .send({ message: unavailable ? messages.serviceUnavailable : messages.serverError });
  });
}

/** Unknown API paths answer in JSON; anything else is the web app's to route. */
export function isApiPath(url: string): boolean {
  return url === apiPrefix || url.startsWith(`${apiPrefix}/`);
}

export const apiNotFound = { message: messages.notFound } satisfies ApiError;

const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03']);

function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && connectionErrorCodes.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
