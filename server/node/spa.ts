import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono } from 'hono';
import { compress } from 'hono/compress';
import { escapeHtml } from '@/shared/lib/escape-html';

/** The built app's page, and the CSP sources of its inline scripts (the build writes one): their SHA-256. */
export function readAppPage(root: string) {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
  return { html, scriptHashes: inlineScripts.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`) };
}

/** The page with a meta element added to its head: what the server tells the app before any call (no script: the CSP's hashes stay). */
export const withMeta = (html: string, name: string, content: string): string =>
  html.replace('</head>', `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}"></head>`);

/**
 * A file the build names by its content, right under /assets/ (`/assets/index-B3x_9kQa.js`):
 * it never changes, so it may be kept a year. Files of public/ keep their names, in folders.
 */
const BUILD_HASHED = /^\/assets\/[^/]+-[\w-]{8}\.\w+$/;

/**
 * The built app: its files as they are (the build's hashed files cached for a year, the
 * others, such as the translations, asked again each time), and
 * index.html for every other page address, where the app's router takes over. Text goes
 * compressed to a browser that accepts it: the build's brotli or gzip copy of a file
 * (server/build/api-build.ts), the page gzipped as it is sent.
 */
export function spaHandlers<E extends Env>(app: Hono<E>, root: string, index: string) {
  // Set once the file is found (serveStatic's own hook comes after its answer is made).
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', BUILD_HASHED.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', compress(), (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(index);
  });
}
