/**
 * Counts the requests being answered, so that a shutdown waits for them before closing the
 * database: a client that hung up leaves its request running, its socket already gone.
 */
export function trackRequests<A extends unknown[]>(answer: (...args: A) => Response | Promise<Response>) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async answer(...args: A): Promise<Response> {
      running += 1;
      try {
        return await answer(...args);
      } finally {
        running -= 1;
        if (running === 0) waiting.splice(0).forEach((resolve) => resolve());
      }
    },
    /** Resolves once no request is being answered. */
    idle: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}
