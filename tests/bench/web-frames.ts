import type { FrameScript, LongFrame } from './list-probe';

/**
 * The built files of the fake backend (mocks/browser.ts and its handlers; the demo-data
 * generator): the scripts they start run MSW's handlers on the page's main thread.
 */
const FAKE_BACKEND_FILE = /\/assets\/(browser|demo-data)-[\w-]+\.js/;
const APP_FILE = /\/assets\/[\w.-]+\.js/;
/**
 * A timer with no script of its own resolves a promise: in these pages, MSW's `delay()`, after
 * which the handler does its work in the same task (the app's timers are functions of its files).
 */
const isBackendTimer = (script: FrameScript) => script.invoker.startsWith('TimerHandler') && script.sourceURL === '';

export interface FrameTotals {
  count: number;
  /** Sum of the frames' blocking time (their part beyond 50 ms). */
  blocking: number;
  /** Script time in the frames, by who started the script. */
  backend: number;
  app: number;
  other: number;
  longest?: { duration: number; what: string };
}

const fileOf = (url: string) => url.replace(/^.*\//, '');

/** Totals of long animation frames, their scripts split between the fake backend and the app. */
export function describeFrames(frames: readonly LongFrame[]): FrameTotals {
  const totals: FrameTotals = { count: frames.length, blocking: 0, backend: 0, app: 0, other: 0 };
  for (const frame of frames) {
    totals.blocking += frame.blockingDuration;
    for (const script of frame.scripts) {
      if (FAKE_BACKEND_FILE.test(script.sourceURL) || isBackendTimer(script)) totals.backend += script.duration;
      else if (APP_FILE.test(script.sourceURL)) totals.app += script.duration;
      else totals.other += script.duration;
    }
    if (!totals.longest || frame.duration > totals.longest.duration) {
      const scripts = [...frame.scripts].sort((a, b) => b.duration - a.duration).slice(0, 3);
      const where = (script: FrameScript) => (isBackendTimer(script) ? 'a fake backend handler after its delay' : fileOf(script.sourceURL) || '?');
      const what = scripts.map((script) => `${script.invoker} (${where(script)}) ${Math.round(script.duration)} ms`).join(', ');
      totals.longest = { duration: frame.duration, what: what || 'no script (rendering)' };
    }
  }
  return totals;
}
