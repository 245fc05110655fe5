import { messages } from '../messages';
import { exampleOf, type JsonSchema } from './openapi-examples';
import { operationDocs } from './openapi-operations';

interface Media {
  schema?: JsonSchema;
  example?: unknown;
}
interface Response {
  description: string;
  content?: Record<string, Media>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { required?: boolean; description?: string; content: Record<string, Media> };
  responses: Record<string, Response>;
}
export interface OpenApiDocument {
  info: { description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const errorSchema: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, data: { type: 'array', items: { type: 'string' } } },
  required: ['message'],
};

// What each error status means in this API, with the body a client gets.
const errorStatuses: Record<string, { description: string; message: string; data?: string[] }> = {
  '400': {
    description: 'The body is not valid JSON, or the request cannot be read',
    message: messages.invalidJson,
  },
  '401': {
    description: 'Not signed in, or the session ended (message `jwt expired` for an expired token)',
    message: messages.loginRequired,
  },
  '403': {
    description: 'Signed in, but this caller may not do this; the message says why',
    message: messages.mainAdminsOnly,
  },
  '404': { description: 'No such id', message: messages.notFound },
  '409': {
    description: 'The request is fine but the state of things refuses it',
    message: messages.badRequest,
  },
  '413': { description: 'The body is over the size limit', message: messages.bodyTooLarge },
  '415': {
    description: 'The body is not of a type this call takes',
    message: messages.unsupportedMediaType,
  },
  '422': {
    description:
      'Validation failed (a malformed id, a hostile string, a field the call does not take, a wrong value): one Arabic sentence per problem in `data`',
    message: messages.validationFailed,
    data: ['اسم الكورس مطلوب'],
  },
  '429': {
    description: 'Too many attempts; wait the seconds in `Retry-After`',
    message: messages.rateLimited,
  },
  '503': {
    description: 'The database cannot be reached; retry after `Retry-After` seconds',
    message: messages.serviceUnavailable,
  },
};

/** Every status an operation can answer, beyond what its route declared. */
function statusesOf(path: string, operation: Operation): string[] {
  const statuses = ['422', '503'];
  if (operation.requestBody) statuses.push('400', '413', '415');
  if (operation.security?.length) statuses.push('401', '403');
  if (operation.parameters?.some((parameter) => parameter.in === 'path')) statuses.push('404');
  if (path.startsWith('/api/auth/')) statuses.push('429');
  return statuses;
}

function describeResponses(path: string, operation: Operation, summary: string) {
  for (const status of statusesOf(path, operation)) {
    operation.responses[status] ??= { description: '' };
  }
  for (const [status, response] of Object.entries(operation.responses)) {
    const error = errorStatuses[status];
    if (!error) {
      response.description = summary;
      const media = response.content?.['application/json'];
      if (media && media.example === undefined) media.example = exampleOf(media.schema);
      continue;
    }
    response.description = error.description;
    const media = (response.content ??= {})['application/json'] ?? { schema: errorSchema };
    media.example = { message: error.message, ...(error.data ? { data: error.data } : {}) };
    response.content['application/json'] = media;
  }
}

/** The signed upload link: raw bytes to a path the link gives, slashes and all. */
function describeUpload(document: OpenApiDocument) {
  const item = document.paths['/api/uploads/{*}'];
  if (!item) return;
  delete document.paths['/api/uploads/{*}'];
  const put = item.put!;
  put.parameters = [
    ...(put.parameters ?? []).filter((parameter) => parameter.in !== 'path'),
    {
      in: 'path',
      name: 'key',
      required: true,
      description: 'The `key` that `GET /api/shared/get-s3-url` gave, slashes kept',
      schema: { type: 'string' },
    } as { in: string; name: string },
  ];
  put.requestBody = {
    required: true,
    description: 'The file’s bytes, with the Content-Type the link was asked for',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  };
  document.paths['/api/uploads/{key}'] = item;
}

/**
 * design.md "HTTP semantics": the document a client generator reads. Every
 * operation gets its name and summary, every status it can answer with a
 * description and an example body, and a non-JSON answer its real type.
 */
export function completeDocument(document: OpenApiDocument): OpenApiDocument {
  describeUpload(document);
  document.info.description = [
    document.info.description,
    'Errors are `{ message, data? }` in Arabic. A method a known path does not take answers 405 with `Allow`; an unknown path 404.',
  ].join('\n\n');
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const doc = operationDocs[`${method.toUpperCase()} ${path}`];
      if (!doc) continue;
      operation.operationId = doc.operationId;
      operation.summary = doc.summary;
      operation.description ??= doc.summary;
      describeResponses(path, operation, doc.summary);
      const body = operation.requestBody?.content['application/json'];
      if (body && body.example === undefined) body.example = exampleOf(body.schema);
      if (doc.produces) {
        const ok = operation.responses['200']!;
        ok.content = Object.fromEntries(
          doc.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        );
      }
    }
  }
  return document;
}
