/**
 * Long work in slices of about this many milliseconds. In the browser MSW runs the handlers on
 * the page's main thread: a 200 ms loop there is 200 ms during which a key typed in the page
 * waits. Between slices the page handles its input and paints.
 */
export const SLICE_MS = 8;

/** The next task of the event loop (a message: no timer clamping), in the browser and in Node. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Calls `work` on each item, yielding to the event loop whenever a slice has lasted `sliceMs`. */
export async function inSlices<T>(items: Iterable<T>, work: (item: T) => void, sliceMs = SLICE_MS): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    work(item);
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
}
