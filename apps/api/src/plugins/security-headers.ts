import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// Video players embedded on the video page (issue: catalogue) must be allowed to frame.
const videoEmbedOrigins = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://iframe.mediadelivery.net',
  'https://player.mediadelivery.net',
];

const hsts = 'max-age=31536000; includeSubDomains';

/**
 * What helmet sends. None of our headers depends on the request (no nonces),
 * so helmet runs once here instead of on every request, where building the
 * policy again cost more than some whole API calls.
 */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), value);
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Security headers and the request id on every answer, set in one hook at the
 * start (they are sent with errors too). `storageOrigins`: where the browser
 * sends and loads uploaded files when that is not us.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  storageOrigins: readonly string[] = [],
): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storageOrigins],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        // hls.js parses streams in a worker it starts from a blob.
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'https:', ...storageOrigins],
        frameSrc: ["'self'", ...videoEmbedOrigins],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Course images and videos come from other hosts (S3, YouTube thumbnails).
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Sent below, and only over TLS: over plain HTTP it would be meaningless.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    reply.header('x-request-id', request.id);
    // Behind a TLS-terminating proxy, `request.protocol` reads X-Forwarded-Proto
    // only when TRUST_PROXY says the proxy may be believed.
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
}
