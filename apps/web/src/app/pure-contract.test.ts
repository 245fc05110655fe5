import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { markContractPure } from './pure-contract';

const contractModule = [
  "import { z } from 'zod';",
  'export const used = z.object({ name: z.string().min(1) });',
  'export const unused = z.object({ phone: z.string().regex(/^01/), at: z.number().int() })',
  '  .superRefine((value, ctx) => { if (!value.phone) ctx.addIssue({ code: "custom" }); });',
  'export const unusedExtended = used.extend({ token: z.string() });',
  'export function helper() { return z.string(); }',
  'z.config({ jitless: true });',
].join('\n');

/** Bundles an entry that reads `used` only, with the module marked (or not), zod left outside. */
async function bundle(marked: boolean): Promise<string> {
  const source = marked ? markContractPure(contractModule).code : contractModule;
  const build = await rolldown({
    input: 'entry',
    external: ['zod'],
    plugins: [
      {
        name: 'virtual',
        resolveId: (id) => (id === 'entry' || id === 'contract' ? id : null),
        load: (id) => {
          if (id === 'contract') return source;
          if (id === 'entry') return "import { used } from 'contract';\nused.parse({ name: 'x' });";
          return null;
        },
      },
    ],
  });
  const { output } = await build.generate({ format: 'esm' });
  return output[0].code;
}

describe('the contract marked pure for the web build', () => {
  it('marks each call building a top-level constant once per chain, not function bodies or statements', () => {
    const { code } = markContractPure(contractModule);
    expect(code).toContain(
      'export const used = /* @__PURE__ */ z.object({ name: /* @__PURE__ */ z.string().min(1) });',
    );
    expect(code).toContain('export const unusedExtended = /* @__PURE__ */ used.extend(');
    expect(code).toContain('ctx.addIssue({ code: "custom" })');
    expect(code).not.toContain('/* @__PURE__ */ ctx.addIssue');
    expect(code).toContain('export function helper() { return z.string(); }');
    expect(code).toContain('\nz.config({ jitless: true });');
  });

  it('lets the bundler drop the schemas nobody reads and keep the rest', async () => {
    const plain = await bundle(false);
    const marked = await bundle(true);
    // Unmarked, zod's builder calls count as side effects and every schema is built.
    expect(plain).toContain('regex(/^01/)');
    expect(marked).not.toContain('regex(/^01/)');
    expect(marked).not.toContain('token');
    expect(marked).toContain('min(1)');
    expect(marked).toContain('z.config({ jitless: true })');
  });

  it('wraps each top-level schema in lazySchema, and only schemas, when asked', () => {
    const source = [
      "import { z } from 'zod';",
      "import { userSchema, levels } from './users';",
      'export const a = z.object({ n: z.string() });',
      'export const b = a.extend({ m: z.number() });',
      'export const c = userSchema.pick({ name: true });',
      'export const d = z.coerce.number().int();',
      'export const keys = Object.keys(a.shape);',
      'export const options = levels.map((level) => level);',
      'export const registry = z.registry();',
      'z.config({ jitless: true });',
    ].join('\n');
    const { code } = markContractPure(source, '/lazy.ts');
    expect(code).toContain('import { lazySchema } from "/lazy.ts";');
    for (const name of ['a', 'b', 'c', 'd']) {
      expect(code).toContain(`export const ${name} = /* @__PURE__ */ lazySchema(() => `);
    }
    expect(code).toContain('export const keys = /* @__PURE__ */ Object.keys(a.shape);');
    expect(code).toContain('export const options = /* @__PURE__ */ levels.map(');
    expect(code).toContain('export const registry = /* @__PURE__ */ z.registry();');
    expect(code).toContain('\nz.config({ jitless: true });');
    expect(markContractPure(source).code).not.toContain('lazySchema');
  });
});
