import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiPrefix, type ApiError } from '@sabora/contract';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../lib/database-errors';
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
      return reply.code(error.statusCode).send({ ...error.extra, ...body });
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
    if (isDatabaseUnavailable(error)) {
      // Expected while PostgreSQL restarts; the pool reconnects by itself.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .send({ message: messages.serviceUnavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: messages.serverError });
  });
}

/**
 * Fastify's `frameworkErrors`: a URL its router cannot read (a broken
 * percent-escape, a parameter over the length limit) never reaches the error
 * handler, and would otherwise answer in English with the path echoed back.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  // Both mean a path parameter that is no valid value (design.md: a malformed id is 422).
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(422).send({
      message: messages.validationFailed,
      data: [messages.malformedPathValue],
    } satisfies ApiError);
    return;
  }
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({ message: messages.badRequest } satisfies ApiError);
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (an address
 * and headers over 16 KB, as a pasted search makes; a malformed request; one
 * too slow to arrive), answered in Arabic like every other refusal instead of
 * Fastify's English.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, messages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, messages.requestTimedOut]
        : [400, messages.badRequest];
  const body = JSON.stringify({ message } satisfies ApiError);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Unknown API paths answer in JSON; anything else is the web app's to route. */
export function isApiPath(url: string): boolean {
  return url === apiPrefix || url.startsWith(`${apiPrefix}/`);
}

export const apiNotFound = { message: messages.notFound } satisfies ApiError;
export const apiMethodNotAllowed = { message: messages.methodNotAllowed } satisfies ApiError;
