// Node module hooks for run.mjs: .ts files are transpiled (types erased, nothing checked:
// `npm run typecheck` checks them), extensionless relative imports find their .ts file, the
// project's aliases ('@/…' → src/, '@mocks/…' → mocks/, '@server/…' → server/) resolve as in vite.config.ts, and
// JSON modules load without an import attribute (as Vite loads them).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

const isRelative = (specifier) => specifier.startsWith('./') || specifier.startsWith('../');
const ALIASES = [
  ['@/', new URL('../../src/', import.meta.url)],
  ['@mocks/', new URL('../../mocks/', import.meta.url)],
  ['@server/', new URL('../../server/', import.meta.url)],
];

/** An aliased specifier as a file URL: the .ts file, or the folder's index.ts. */
function aliased(specifier) {
  for (const [prefix, root] of ALIASES) {
    if (!specifier.startsWith(prefix)) continue;
    const base = new URL(specifier.slice(prefix.length), root);
    for (const candidate of [`${base.href}.ts`, `${base.href}/index.ts`, base.href]) {
      if (existsSync(new URL(candidate))) return candidate;
    }
  }
  return undefined;
}

export async function resolve(specifier, context, nextResolve) {
  const alias = aliased(specifier);
  if (alias) return { url: alias, shortCircuit: true };
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (isRelative(specifier) && context.parentURL?.endsWith('.ts') && !/\.[cm]?[jt]s$/.test(specifier)) {
      const base = new URL(specifier, context.parentURL);
      const folder = `${base.href}/index.ts`;
      return nextResolve(existsSync(new URL(`${base.href}.ts`)) || !existsSync(new URL(folder)) ? `${specifier}.ts` : `${specifier}/index.ts`, context);
    }
    throw error;
  }
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.endsWith('.json')) {
    const json = await readFile(new URL(url), 'utf8');
    return { format: 'module', source: `export default ${json};`, shortCircuit: true };
  }
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: new URL(url).pathname,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
      inlineSourceMap: true,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
