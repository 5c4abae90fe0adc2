import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono } from 'hono';

/**
 * The built app: its files as they are (the hashed assets cached for a year), and
 * index.html for every other page address, where the app's router takes over.
 */
export function spaHandlers<E extends Env>(app: Hono<E>, root: string) {
  const index = readFileSync(join(root, 'index.html'), 'utf8');
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(index);
  });
}
