import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * Marks every call that builds a top-level constant of a contract module as
 * pure (`/* @__PURE__ *\/`), so the bundler drops the schemas a chunk never
 * reads instead of building them all at import. Contract modules only define
 * schemas and rules (decision 0201): the one call made for its effect,
 * zod-arabic's `z.config`, is a statement, not a constant, and is left alone.
 * Function bodies are not marked: they run when called, not at import.
 */
export function markContractPure(code: string): {
  code: string;
  map: ReturnType<MagicString['generateMap']>;
} {
  const program = parseAst(code) as unknown as { body: Node[] };
  const output = new MagicString(code);
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
      for (const declarator of declaration.declarations as Node[]) visit(declarator.init);
    }
  }
  return { code: output.toString(), map: output.generateMap({ hires: true }) };
}
