import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, type TestContext } from '../../test/support/helper';

// design.md "HTTP semantics": the OpenAPI document is good enough for an
// outside client generator. A typed fetch client is generated from it, must
// type-check (and refuse a wrong call), and then talks to a real server.
let ctx: TestContext;
let folder: string;
let baseUrl: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  folder = mkdtempSync(join(tmpdir(), 'sabora-client-'));
  const document = await (await fetch(`${baseUrl}/api/docs/json`)).json();
  await createClient({
    input: document as Record<string, unknown>,
    output: join(folder, 'client'),
    plugins: ['@hey-api/client-fetch'],
    logs: { level: 'silent' },
  });
}, 120_000);
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await ctx.close();
});

// A caller written against the generated names and types, as an outside developer would.
const usage = `
import { createCourse, logInAdmin } from './client';

export async function signIn(): Promise<string | undefined> {
  const signedIn = await logInAdmin({ body: { identifier: 'a@sabora.test', password: 'x' } });
  return signedIn.data?.token;
}

// @ts-expect-error a course cannot be created without its title
void createCourse({ body: { price: 100, level: 'sec-1' } });
// @ts-expect-error the level is one of the six codes
void createCourse({ body: { title: 'Kurs', price: 100, level: 'grade-7' } });
`;

// The generated functions this test calls; the type check above holds them to the real types.
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}
type Call<Options, T> = (
  options: Options & { headers?: Record<string, string> },
) => Promise<Answer<T>>;
interface GeneratedSdk {
  logInAdmin: Call<{ body: { identifier: string; password: string } }, { token: string }>;
  createCourse: Call<{ body: Record<string, unknown> }, Record<string, unknown> & { _id: string }>;
  listCourses: Call<{ query: { search: string } }, { courses: { _id: string }[] }>;
  getCourse: Call<{ path: { id: string } }, unknown>;
}

describe('a client generated from /api/docs', () => {
  it('type-checks, together with a caller written against it', () => {
    const caller = join(folder, 'caller.ts');
    writeFileSync(caller, usage);
    const program = ts.createProgram([caller], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);
  });

  it('signs an admin in, creates a course and finds it in the list', async () => {
    const sdk = (await import(join(folder, 'client', 'index.ts'))) as GeneratedSdk;
    const { client } = (await import(join(folder, 'client', 'client.gen.ts'))) as {
      client: { setConfig(config: { baseUrl: string }): void };
    };
    client.setConfig({ baseUrl });
    const admin = await createAdmin(ctx.db);
    const signedIn = await sdk.logInAdmin({
      body: { identifier: admin.row.identifier, password: admin.password },
    });
    expect(signedIn.response.status).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.data!.token}` };
    const created = await sdk.createCourse({
      body: { title: 'Deutsch B1', price: 300, level: 'sec-3' },
      headers,
    });
    expect(created.data).toMatchObject({ title: 'Deutsch B1', price: 300, level: 'sec-3' });
    const listed = await sdk.listCourses({ query: { search: 'B1' }, headers });
    expect(listed.data!.courses.map((course) => course._id)).toEqual([created.data!._id]);
    const refused = await sdk.getCourse({ path: { id: 'nicht-da' }, headers });
    expect(refused.response.status).toBe(422);
    expect((refused.error as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
  });
});
