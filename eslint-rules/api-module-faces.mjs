// The API's module faces (docs/conventions.md §19, docs/architecture.md §4.1). Each folder
// `api/src/modules/<name>` is a module; everything else under api/src is the floor (common, database,
// config, the bootstrap files). A file may import another module only through that module's public
// face — its `*.module.ts`, `*.service.ts`, `*.entity.ts` and `*.types.ts` files — never its
// repositories, pipes, exceptions or helpers. Used by the ESLint rule below (the editor and
// `npm run lint`) and by scripts/check-module-cycles.mjs (`npm run check:cycles`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_SRC = path.join(ROOT, 'api', 'src');
export const PUBLIC_FACE = /\.(module|service|entity|types)\.ts$/;
export const FACES_MESSAGE =
  'import another API module only through its public face (*.module.ts, *.service.ts, *.entity.ts, *.types.ts), or move what two modules share to the floor (api/src/common, api/src/database) — docs/conventions.md §19';

/** The module a file of api/src belongs to (`<name>` of `modules/<name>`), or null for the floor. */
export function moduleOf(file) {
  const parts = path.relative(API_SRC, file).split(path.sep);
  return parts[0] === 'modules' && parts.length > 2 ? parts[1] : null;
}

/** The file a relative import names (`./x` → x.ts or x/index.ts), or null when it is not one of ours. */
export function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Whether importing `target` from `from` reaches past another module's face. */
export function breaksFace(from, target) {
  if (!target.startsWith(API_SRC + path.sep)) return false;
  const toModule = moduleOf(target);
  return toModule !== null && toModule !== moduleOf(from) && !PUBLIC_FACE.test(target);
}

/** `from → target` as the check prints it (paths from the repository root). */
export const importRef = (from, target) => `${path.relative(ROOT, from)} → ${path.relative(ROOT, target)}`;

/** ESLint rule `dockside/api-module-faces`: reports each import of another API module's non-public file. */
export const apiModuleFaces = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another API module only through its public face (docs/conventions.md §19).' },
    schema: [],
    messages: { face: `'{{spec}}' is {{module}}'s internal file: ${FACES_MESSAGE}.` },
  },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const target = resolveImport(file, spec);
      if (!target || !breaksFace(file, target)) return;
      context.report({ node: node.source, messageId: 'face', data: { spec, module: `modules/${moduleOf(target)}` } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'api-module-faces': apiModuleFaces } };
