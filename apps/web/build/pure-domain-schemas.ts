import { parseSync, type Plugin } from 'vite';

type TNode = { type: string; start: number; end: number; [key: string]: unknown };

/** The identifier a call chain starts from: `z` for `z.object({...}).extend({...})`. */
function rootIdentifier(node: TNode | undefined): string | null {
  let current = node;
  while (current) {
    if (current.type === 'Identifier') return current.name as string;
    if (current.type === 'CallExpression') current = current.callee as TNode;
    else if (current.type === 'MemberExpression') current = current.object as TNode;
    else return null;
  }
  return null;
}

/** `z` itself, or another schema by the STYLE.md naming (`ZCreateOrder.pick(...)`). */
function isSchemaRoot(name: string | null): boolean {
  return name === 'z' || (name !== null && /^Z[A-Z]\w*$/.test(name));
}

/**
 * packages/domain builds its zod schemas at module level (`export const ZEntity = z.enum(...)`).
 * A bundler must keep such calls, so any import from a domain module would pull zod (~18 KB gzip)
 * into the landing page even when no schema is used. This marks each top-level schema as pure by
 * wrapping it in an annotated arrow call, so unused schemas and zod drop out of the build. The
 * schemas that a page does use are built exactly as before.
 */
export function pureDomainSchemas(): Plugin {
  return {
    name: 'rider-portal:pure-domain-schemas',
    apply: 'build',
    transform: {
      // The api/ folder too: its endpoint schemas are built the same way.
      filter: { id: /packages[\\/]domain[\\/]src[\\/](api[\\/])?[^\\/]+\.ts$/ },
      handler(code, id) {
        const { program } = parseSync(id, code, { lang: 'ts', sourceType: 'module' });
        const ranges: Array<{ start: number; end: number }> = [];
        for (const statement of program.body as unknown as TNode[]) {
          const declaration =
            statement.type === 'ExportNamedDeclaration'
              ? (statement.declaration as TNode | null)
              : statement;
          if (declaration?.type !== 'VariableDeclaration') continue;
          for (const declarator of declaration.declarations as TNode[]) {
            const init = declarator.init as TNode | null;
            if (init?.type === 'CallExpression' && isSchemaRoot(rootIdentifier(init))) {
              ranges.push(init);
            }
          }
        }
        if (ranges.length === 0) return null;
        let output = code;
        for (const { start, end } of ranges.sort((a, b) => b.start - a.start)) {
          output = `${output.slice(0, start)}/* @__PURE__ */ (() => ${output.slice(start, end)})()${output.slice(end)}`;
        }
        return { code: output, map: null };
      },
    },
  };
}
