import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

// Video players embedded on the video page (issue: catalogue) must be allowed to frame.
const videoEmbedOrigins = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://iframe.mediadelivery.net',
  'https://player.mediadelivery.net',
];

const hsts = 'max-age=31536000; includeSubDomains';

/** `storageOrigins`: where the browser sends and loads uploaded files when that is not us. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  storageOrigins: readonly string[] = [],
): Promise<void> {
  await app.register(helmet, {
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
  // Behind a TLS-terminating proxy, `request.protocol` reads X-Forwarded-Proto
  // only when TRUST_PROXY says the proxy may be believed.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
  });
}
