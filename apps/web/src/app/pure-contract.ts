import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** What zod's `z` offers besides schema builders: a call to one is not a schema. */
const zNotSchemas = new Set([
  'config',
  'registry',
  'globalRegistry',
  'toJSONSchema',
  'util',
  'core',
  'locales',
  'prettifyError',
  'treeifyError',
  'flattenError',
  'formatError',
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'encode',
  'decode',
]);

/** Methods of a schema that make a new one, for a constant built from another schema. */
const schemaMethods = new Set([
  'extend',
  'safeExtend',
  'pick',
  'omit',
  'partial',
  'required',
  'nullable',
  'optional',
  'nullish',
  'array',
  'and',
  'or',
  'refine',
  'superRefine',
  'transform',
  'pipe',
  'merge',
  'default',
  'catch',
  'brand',
  'readonly',
  'describe',
  'meta',
  'min',
  'max',
  'length',
  'keyof',
  'strict',
  'strip',
  'passthrough',
  'catchall',
  'check',
  'exclude',
  'extract',
]);

/**
 * Whether a constant's initialiser is a chain of calls that makes a zod schema:
 * rooted at `z` (`z.object(…).extend(…)`, `z.coerce.number()`), or at a schema
 * constant of the contract through one of a schema's own methods
 * (`userSchema.extend(…)`). Anything else (`Object.keys(…)`, `levels.map(…)`, a
 * helper's call) may not be a schema and is left as it is.
 */
function buildsSchema(init: Node, schemas: Set<string>, imported: Set<string>): boolean {
  let node = init;
  let calls = 0;
  let member: string | undefined;
  for (;;) {
    if (node.type === 'CallExpression') {
      calls += 1;
      node = node.callee as Node;
    } else if (node.type === 'MemberExpression' && !node.computed) {
      member = (node.property as Node & { name: string }).name;
      node = node.object as Node;
    } else break;
  }
  if (calls === 0 || member === undefined || node.type !== 'Identifier') return false;
  const root = (node as Node & { name: string }).name;
  if (root === 'z') return !zNotSchemas.has(member);
  return (schemas.has(root) || imported.has(root)) && schemaMethods.has(member);
}

/**
 * Prepares a contract module for the web build (decisions 0201 and 0209):
 *
 * - with `lazySchemaModule`, every top-level constant that builds a zod schema
 *   becomes `lazySchema(() => …)` (lib/lazy-schema.ts): the schema is built
 *   when something first reads it, not when the module is evaluated;
 * - every other call that builds a top-level constant is marked pure
 *   (`/* @__PURE__ *\/`), and so is each `lazySchema` call, so the bundler
 *   drops the constants a chunk never reads. Contract modules only define
 *   schemas and rules: the one call made for its effect, zod-arabic's
 *   `z.config`, is a statement, not a constant, and is left alone. Function
 *   bodies are not marked: they run when called, not at import.
 */
export function markContractPure(
  code: string,
  lazySchemaModule?: string,
): {
  code: string;
  map: ReturnType<MagicString['generateMap']>;
} {
  const program = parseAst(code) as unknown as { body: Node[] };
  const output = new MagicString(code);
  const imported = new Set<string>();
  let importsZ = false;
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const from = (statement.source as Node & { value: string }).value;
    for (const specifier of statement.specifiers as (Node & { local: { name: string } })[]) {
      if (from === 'zod' && specifier.local.name === 'z') importsZ = true;
      else if (from.startsWith('.')) imported.add(specifier.local.name);
    }
  }
  const schemas = new Set<string>();
  const marked = new Set<number>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!isNode(value)) return;
    if (value.type === 'FunctionExpression' || value.type === 'ArrowFunctionExpression') return;
    // A chain (`z.string().min(1)`) starts where its innermost call does: one mark covers it.
    if (
      (value.type === 'CallExpression' || value.type === 'NewExpression') &&
      !marked.has(value.start)
    ) {
      marked.add(value.start);
      output.appendLeft(value.start, '/* @__PURE__ */ ');
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') visit(child);
    }
  };
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (isNode(declaration) && declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as Node[]) {
        const init = declarator.init as Node | null;
        const id = declarator.id as Node & { name?: string };
        if (
          lazySchemaModule &&
          importsZ &&
          init &&
          declaration.kind === 'const' &&
          id.type === 'Identifier' &&
          buildsSchema(init, schemas, imported)
        ) {
          schemas.add(id.name!);
          output.appendLeft(init.start, '/* @__PURE__ */ lazySchema(() => ');
          output.appendRight(init.end, ')');
        } else visit(init);
      }
    }
  }
  if (schemas.size > 0) {
    output.prepend(`import { lazySchema } from ${JSON.stringify(lazySchemaModule)};\n`);
  }
  return { code: output.toString(), map: output.generateMap({ hires: true }) };
}
