import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { videoSourceOf } from '@sabora/contract';
import { registerSecurityHeaders } from './security-headers';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function serve(trustProxy: boolean, storageOrigins: string[] = []) {
  app = Fastify({ trustProxy });
  await registerSecurityHeaders(app, storageOrigins);
  app.get('/', async () => 'ok');
  return app;
}

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it('forbids sniffing, framing by other sites and leaking the address in the referrer', async () => {
    const response = await (await serve(false)).inject({ url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    // No inline or evaluated script: an injected <script> cannot run.
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it.each([
    ['YouTube', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'],
    ['YouTube short links', 'https://youtu.be/aqz-KE-bpKQ'],
    ['Vimeo', 'https://vimeo.com/76979871'],
    ['Bunny Stream', 'https://iframe.mediadelivery.net/play/759/eb1c4f77'],
  ])('lets the video page frame %s players', async (_name, address) => {
    const source = videoSourceOf(address);
    if (!('embedUrl' in source)) throw new Error(`${address} is not an embed`);
    const response = await (await serve(false)).inject({ url: '/' });
    const frameSrc = directives(response.headers['content-security-policy']).get('frame-src');
    expect(frameSrc).toContain(new URL(source.embedUrl).origin);
  });

  it('lets the page load and send files to the storage origins', async () => {
    const store = 'https://files.sabora.example';
    const response = await (await serve(false, [store])).inject({ url: '/' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('img-src')).toContain(store);
    expect(csp.get('connect-src')).toContain(store);
  });

  it('sends HSTS over TLS behind a trusted proxy, and never over plain HTTP', async () => {
    const trusted = await serve(true);
    const overTls = await trusted.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await trusted.inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const response = await (
      await serve(false)
    ).inject({
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
