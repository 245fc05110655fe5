import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigSchema } from '@sabora/contract';
import { buildTestApp, type TestContext } from '../../test/support/helper';

let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'sabora-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    // As large as the real page: big enough to be compressed.
    `<html lang="ar" dir="rtl"><head><title>سبورة</title><style>${'.card{margin:0} '.repeat(120)}</style></head><body><div id="root"><span class="brand__name" data-brand-name>سبورة</span></div></body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  ctx = await buildTestApp({
    webDist: dist,
    env: { BRAND_NAME: 'سبورة "ألماني" <&>', SUPPORT_PHONE: '01222222222', ANTI_TAMPER: 'off' },
  });
});
afterAll(() => ctx.close());

function configOf(html: string) {
  const match = /<meta name="sabora-config" content="([^"]*)">/.exec(html);
  const json = match![1]!
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return publicConfigSchema.parse(JSON.parse(json));
}

describe('serving the web app', () => {
  it('serves the page with the public settings and no long cache', async () => {
    const response = await ctx.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(configOf(response.body)).toEqual({
      brandName: 'سبورة "ألماني" <&>',
      supportWhatsapp: '201000000000',
      supportPhone: '01222222222',
      antiTamper: false,
    });
  });

  // An outsider's walk: /admin/analytics?to=%00 showed a bare 422 JSON body.
  it.each(['/admin/analytics?range=custom&to=%00', '/admin/bills?x=%E2%80%AE', '/?q=%ED%A0%80'])(
    'serves the page for %s: its address is the web app’s to read',
    async (url) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    },
  );

  it('still refuses the same value sent to the API', async () => {
    const response = await ctx.app.inject({ url: '/api/shared/time-now?to=%00' });
    expect(response.statusCode).toBe(422);
  });

  it('writes the configured name into the title and the first screen', async () => {
    const response = await ctx.app.inject({ url: '/' });
    const name = 'سبورة &quot;ألماني&quot; &lt;&amp;&gt;';
    expect(response.body).toContain(`<title>${name}</title>`);
    expect(response.body).toContain(`<span class="brand__name" data-brand-name>${name}</span>`);
  });

  it('compresses the page for a browser that accepts it', async () => {
    const response = await ctx.app.inject({
      url: '/courses',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(configOf(page).brandName).toBe('سبورة "ألماني" <&>');
  });

  it('answers client-side routes with the page so a reload works', async () => {
    for (const url of ['/courses?level=sec-1', '/admin/users/42', '/no-such-page']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('dir="rtl"');
    }
  });

  it('caches hashed assets for a year and refuses missing ones', async () => {
    const asset = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ctx.app.inject({ url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const icon = await ctx.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API misses in JSON', async () => {
    const response = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBeTruthy();
  });
});
