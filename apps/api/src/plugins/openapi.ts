import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiPrefix } from '@sabora/contract';
import { completeDocument, type OpenApiDocument } from './openapi-document';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sabora API', version: '1.0.0', description: 'واجهة برمجة منصة سبورة' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? (completeDocument(
            document.openapiObject as unknown as OpenApiDocument,
          ) as unknown as typeof document.openapiObject)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}/docs`, staticCSP: true });
}
