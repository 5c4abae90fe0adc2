// The part of autocannon's API the benches use (it ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface RequestStep extends Request {
    /** Changes the request before it is sent (e.g. a unique e-mail per create). */
    setupRequest?: (request: Request) => Request;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    requests?: RequestStep[];
  }

  export interface Histogram {
    average: number;
    total: number;
  }

  export interface Result {
    requests: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }

  export default function autocannon(options: Options): Instance;
}
