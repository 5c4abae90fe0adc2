/** Runs `run` on the first call only; later calls get the same result. */
export function once<T>(run: () => T): () => T {
  let done = false;
  let result: T;
  return () => {
    if (!done) {
      result = run();
      done = true;
    }
    return result;
  };
}
