import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createTokenService } from '../apps/api/src/lib/tokens';
import { startApi } from './src/processes';
import { scaleCalls } from './src/scale/scale-calls';
import { createHash } from 'node:crypto';
const md5 = (t: string) => createHash('md5').update(t).digest();
function uuidOf(name: string): string {
  const hex = [...new Uint8Array(md5(name))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const f = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${f.slice(0, 8)}-${f.slice(8, 12)}-${f.slice(12, 16)}-${f.slice(16, 20)}-${f.slice(20)}`;
}
const databaseUrl = process.env.DB!;
const only = new RegExp(process.env.ONLY ?? '.');
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const students = Number((await client.query('select count(*) as n from users')).rows[0].n);
const [main] = (await client.query("select id, updated_at from admins where identifier = 'scale-admin-0@sabora.test'")).rows;
const phonePart = (await client.query("select phone from users where id = bench_uuid('u4321')")).rows[0]?.phone.slice(3, 8);
await client.end();
const jwtSecret = randomBytes(32).toString('hex');
const server = await startApi({ port: 3642, jwtSecret, databaseUrl, dataDir: mkdtempSync(join(tmpdir(), 'probe-')) });
const signer = createTokenService(jwtSecret, () => Date.now());
const admin = signer.sign({ kind: 'admin', sub: main.id, ua: main.updated_at.getTime() });
const list = scaleCalls({ uuid: uuidOf, students, phonePart }, Date.now()).filter((c) => only.test(c.name) && c.who === 'admin');
for (let round = 0; round < Number(process.env.ROUNDS ?? 2); round++)
for (const call of list) {
  const t = performance.now();
  const r = await fetch(`${server.url}${call.path}`, { headers: { authorization: `Bearer ${admin}` } });
  const body = await r.arrayBuffer();
  console.log(`${(performance.now() - t).toFixed(0).padStart(6)} ms ${r.status} ${call.name} ${body.byteLength}b`);
}
await server.stop();
