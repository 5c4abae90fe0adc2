/**
 * What bench:web measures inside the page. `installListProbe` runs as an init script (Playwright
 * serialises it: it may use nothing from outside its own body), before the app's code:
 * - a list's data arriving: the XMLHttpRequest of `listPath` (axios) reaching readyState 4,
 *   marked before axios sees it; then the rows committed (the list's table no longer
 *   aria-busy, seen by a MutationObserver), then painted: the frame after the commit has
 *   run its rendering steps (requestAnimationFrame, then a message posted from it);
 * - the input delay of every keyboard and input event: from the event's timestamp to
 *   the first listener (capture on window), and the Event Timing entries (duration >= 16 ms);
 * - the long animation frames (>= 50 ms) with the scripts that ran in them.
 * Everything is in performance.now() milliseconds of the page.
 */

export interface ListPaint {
  url: string;
  sentAt: number;
  arrivedAt: number;
  /** The rows in the DOM (React committed them). */
  committedAt: number;
  /** The next frame began (its requestAnimationFrame callbacks). */
  frameAt: number;
  /** The frame that shows them rendered. */
  paintedAt: number;
  rows: number;
  /** Whether the table showed it was loading when the data arrived (else the timing is suspect). */
  busyAtArrival: boolean;
}

export interface InputSample {
  type: string;
  startTime: number;
  /** From the event's timestamp to the first listener. */
  delay: number;
}

export interface EventEntry {
  name: string;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
}

export interface FrameScript {
  sourceURL: string;
  invoker: string;
  duration: number;
}

export interface LongFrame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  scripts: FrameScript[];
}

export interface ProbeRecord {
  paints: ListPaint[];
  inputs: InputSample[];
  events: EventEntry[];
  frames: LongFrame[];
}

declare global {
  interface Window {
    __listProbe?: ProbeRecord;
  }
}

/** The long-animation-frame entry as Chromium gives it (not in TypeScript's DOM types yet). */
interface AnimationFrameTiming extends PerformanceEntry {
  blockingDuration: number;
  scripts: { sourceURL: string; invoker: string; duration: number }[];
}

export function installListProbe(listPath: string): void {
  const record: ProbeRecord = { paints: [], inputs: [], events: [], frames: [] };
  window.__listProbe = record;
  const now = () => performance.now();
  const isList = (url: string) => url !== '' && new URL(url, location.href).pathname.endsWith(listPath);
  const table = () => document.querySelector('table[aria-busy]');
  const busy = () => table()?.getAttribute('aria-busy') === 'true';

  const afterPaint = (done: (frameAt: number) => void) =>
    requestAnimationFrame(() => {
      const frameAt = now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(frameAt);
      channel.port2.postMessage(null);
    });

  const arrived = (url: string, sentAt: number) => {
    const arrivedAt = now();
    const busyAtArrival = busy();
    const observer = new MutationObserver(() => {
      if (busy() || !table()) return;
      observer.disconnect();
      const committedAt = now();
      const rows = table()?.querySelectorAll('tbody tr').length ?? 0;
      afterPaint((frameAt) => record.paints.push({ url, sentAt, arrivedAt, committedAt, frameAt, paintedAt: now(), rows, busyAtArrival }));
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  };

  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const sentAt = now();
    this.addEventListener('readystatechange', () => {
      if (this.readyState === XMLHttpRequest.DONE && isList(this.responseURL)) arrived(this.responseURL, sentAt);
    });
    return send.call(this, body);
  };

  for (const type of ['keydown', 'keypress', 'beforeinput', 'input', 'keyup']) {
    window.addEventListener(
      type,
      (event) => record.inputs.push({ type, startTime: event.timeStamp, delay: now() - event.timeStamp }),
      { capture: true },
    );
  }

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const { name, startTime, processingStart, processingEnd, duration } = entry;
      record.events.push({ name, startTime, processingStart, processingEnd, duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as AnimationFrameTiming[]) {
        const scripts = entry.scripts.map(({ sourceURL, invoker, duration }) => ({ sourceURL, invoker, duration }));
        record.frames.push({ startTime: entry.startTime, duration: entry.duration, blockingDuration: entry.blockingDuration, scripts });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
}

/** Hands over what the probe recorded since the last call, and starts afresh (nothing before it is installed). */
export function takeProbeRecord(): ProbeRecord {
  const record = window.__listProbe;
  if (!record) return { paints: [], inputs: [], events: [], frames: [] };
  const taken = { paints: [...record.paints], inputs: [...record.inputs], events: [...record.events], frames: [...record.frames] };
  record.paints.length = 0;
  record.inputs.length = 0;
  record.events.length = 0;
  record.frames.length = 0;
  return taken;
}
