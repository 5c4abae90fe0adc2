/**
 * Writes src/app/page-start.ts, built on its own, into the page as an inline script after the
 * root element: it runs while the page is read, before the first paint (the sign-in page's
 * first frame, the document's language and direction), and asks for the app's code and
 * translations, taking over the tags by which the built page would (docs/architecture.md). Its text
 * is fixed at build time, so that the server's Content-Security-Policy names it by its
 * SHA-256 (docs/server.md, HTTP).
 */
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { readEnv } from '../../src/app/env.ts';
import { SIGNED_IN_PAGE_MODULES, type PageFiles } from '../../src/app/page-preloads.ts';
import type { AppFiles, PageStart } from '../../src/app/page-start';
import type { SignInFrame } from '../../src/features/auth/first-frame/frame';
import { DEMO_ACCOUNT } from '../../mocks/fixtures/demo-account.ts';
import { makeDashboardFrame } from './dashboard-frame.ts';
import { makeSignInFrame } from './sign-in-frame.ts';

const ENTRY = 'virtual:effectif-page-start';

/** The sign-in frame of the build's mode: with the demo account in fake mode; none when the mode is wrong (the app says so). */
async function frameFor(root: string, env: Record<string, string>): Promise<SignInFrame | null> {
  const read = readEnv(env);
  if (!read.ok) return null;
  return makeSignInFrame(root, read.env.authMode === 'fake' ? DEMO_ACCOUNT : null);
}

/**
 * The files of each page of SIGNED_IN_PAGE_MODULES in this bundle: each module's chunk, the
 * chunks it imports and their stylesheets, but those the page loads anyway (the entry's).
 */
function signedInPages(bundle: Rolldown.OutputBundle, root: string, base: string): Record<string, PageFiles> {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (from: Rolldown.OutputChunk[]): Rolldown.OutputChunk[] => {
    const found = new Map<string, Rolldown.OutputChunk>();
    const visit = (chunk: Rolldown.OutputChunk | undefined) => {
      if (!chunk || found.has(chunk.fileName)) return;
      found.set(chunk.fileName, chunk);
      for (const imported of chunk.imports) visit(byFile.get(imported));
    };
    from.forEach(visit);
    return [...found.values()];
  };
  const loaded = new Set(withImports(chunks.filter((chunk) => chunk.isEntry)).map((chunk) => chunk.fileName));
  const chunkOf = (module: string) => {
    const id = resolve(root, module);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id) ?? chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`src/app/page-preloads.ts names ${module}, which is in no file of the build`);
    return chunk;
  };
  return Object.fromEntries(
    Object.entries(SIGNED_IN_PAGE_MODULES).map(([path, modules]) => {
      const needed = withImports(modules.map(chunkOf)).filter((chunk) => !loaded.has(chunk.fileName));
      const styles = needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
      return [path, { scripts: needed.map((chunk) => `${base}${chunk.fileName}`), styles: [...new Set(styles)].map((file) => `${base}${file}`) }];
    }),
  );
}

/** The tags by which the built page asks for the app's files, in the head: the start script asks for them instead. */
const APP_FILE_TAGS = {
  entry: /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g,
  modules: /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
  styles: /<link rel="preload" as="style" href="([^"]+)">\s*/g,
} as const;

/** The app's files named by the page's tags, and the page without those tags. */
export function takeAppFiles(html: string): { html: string; app: AppFiles } {
  const found = (pattern: RegExp) => [...html.matchAll(pattern)].map(([, href]) => href);
  const [entry, ...others] = found(APP_FILE_TAGS.entry);
  if (!entry || others.length > 0) throw new Error(`The built page should load one entry module, it loads ${others.length + (entry ? 1 : 0)}`);
  const app = { entry, modules: found(APP_FILE_TAGS.modules), styles: found(APP_FILE_TAGS.styles) };
  const rest = Object.values(APP_FILE_TAGS).reduce((page, pattern) => page.replace(pattern, ''), html);
  return { html: rest, app };
}

/** The script's code: startPage called with what the build found, built for the page (one IIFE, minified). */
async function buildScript(root: string, base: string, start: PageStart): Promise<string> {
  const { build } = await import('vite');
  const entry: Plugin = {
    name: 'effectif-page-start-entry',
    // Library mode asks for the entry as a path under the root.
    resolveId: (id) => (id.endsWith(ENTRY) ? ENTRY : null),
    load: (id) =>
      id === ENTRY ? `import { startPage } from ${JSON.stringify(`${root}/src/app/page-start.ts`)};\nstartPage(${JSON.stringify(start)});\n` : null,
  };
  const built = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [entry],
    resolve: { alias: { '@': `${root}/src` } },
    define: { 'import.meta.env.BASE_URL': JSON.stringify(base) },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: ENTRY, formats: ['iife'], name: 'effectifPageStart' },
    },
  });
  const output = (Array.isArray(built) ? built : [built]).flatMap((result) => ('output' in result ? result.output : []));
  const script = output.find((file) => file.type === 'chunk');
  if (!script || script.type !== 'chunk') throw new Error('The page-start script did not build');
  const code = script.code.trim();
  // Text that would end or break the inline <script> element.
  if (/<\/script|<!--/i.test(code)) throw new Error('The page-start script holds "</script" or "<!--": it cannot go inline');
  return code;
}

export function pageStartScript(env: Record<string, string>): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'effectif-page-start-script',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(built, context) {
        const { html, app } = takeAppFiles(built);
        const start: PageStart = {
          signInFrame: await frameFor(root, env),
          dashboardFrame: await makeDashboardFrame(root),
          signedInPages: signedInPages(context.bundle ?? {}, root, base),
          app,
        };
        const code = await buildScript(root, base, start);
        return { html, tags: [{ tag: 'script', children: code, injectTo: 'body' }] };
      },
    },
  };
}
