/** What a browser context downloads from the app under test, file by file, with its sizes. */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Request } from 'playwright-core';
import { BASE_URL } from './common';

export type Kind = 'js' | 'css';

export interface Asset {
  /** Path under the build, e.g. assets/index-abc123.js. */
  file: string;
  kind: Kind;
  raw: number;
  gzip: number;
  /** The step during which the page first asked for it. */
  step: string;
}

/**
 * The fake backend's SharedWorker script: Playwright does not follow SharedWorkers and never
 * reports the end of that request, so it is counted but not waited for.
 */
const SHARED_WORKER_SCRIPT = /^assets\/backend-worker-[\w-]+\.js$/;

/** Records what a browser context requests from the app, step by step. */
export class RequestLog {
  private inFlight = new Set<Request>();
  private lastActivity = Date.now();
  readonly assets = new Map<string, Asset>();
  readonly others = new Set<string>();
  step = 'load';

  constructor(
    context: BrowserContext,
    private readonly outDir: string,
  ) {
    context.on('request', (request) => this.started(request));
    const done = (request: Request) => {
      this.inFlight.delete(request);
      this.lastActivity = Date.now();
    };
    context.on('requestfinished', done);
    context.on('requestfailed', done);
  }

  private started(request: Request): void {
    this.lastActivity = Date.now();
    const url = new URL(request.url());
    const file = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    if (!SHARED_WORKER_SCRIPT.test(file)) this.inFlight.add(request);
    if (url.origin !== BASE_URL) {
      if (url.protocol.startsWith('http')) this.others.add(url.href);
      return;
    }
    const kind = kindOf(file, request.resourceType());
    if (!kind) {
      this.others.add(url.pathname);
      return;
    }
    if (!this.assets.has(file)) this.assets.set(file, { file, kind, step: this.step, ...sizes(this.outDir, file) });
  }

  /** Resolves once no request has been in flight for `quietMs` (network idle, at any time). */
  async idle(quietMs = 500, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.inFlight.size > 0 || Date.now() - this.lastActivity < quietMs) {
      if (Date.now() > deadline) {
        const pending = [...this.inFlight].map((request) => request.url()).join(', ');
        throw new Error(`The network did not go idle within ${timeoutMs} ms (pending: ${pending || 'none'})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function kindOf(file: string, resourceType: string): Kind | null {
  if (/\.m?js$/.test(file)) return 'js';
  if (file.endsWith('.css')) return 'css';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  return null;
}

function sizes(outDir: string, file: string): { raw: number; gzip: number } {
  let content: Buffer;
  try {
    content = readFileSync(`${outDir}${file}`);
  } catch {
    throw new Error(`The page asked for ${file}, which is not in the build (${outDir})`);
  }
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

