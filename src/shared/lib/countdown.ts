/** A countdown's time left, split as a clock face shows it. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** How a countdown runs: from how long, one tick every `tickMs`, for at most `ticks` ticks. */
export interface CountdownPlan {
  fromMs: number;
  tickMs: number;
  ticks: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The coming-soon page counts down from 10 s, 10 ticks of 1 s. */
export const COMING_SOON_COUNTDOWN: CountdownPlan = { fromMs: 10 * SECOND, tickMs: SECOND, ticks: 10 };

/** The nominal launch date the template names (the countdown itself starts from 10 s). */
export const COMING_SOON_TARGET_DATE = '2025-10-30';

/** At 1 s or less left, the launch is announced. */
export const LAUNCH_THRESHOLD_MS = SECOND;

/** The ticks done after `elapsedMs`, never more than the plan's. */
export function ticksDone(elapsedMs: number, plan: CountdownPlan): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(plan.ticks, Math.floor(elapsedMs / plan.tickMs));
}

/** The time left once `elapsedMs` have passed: it moves one tick at a time and stops at 0. */
export function remainingAfter(elapsedMs: number, plan: CountdownPlan): number {
  return Math.max(0, plan.fromMs - ticksDone(elapsedMs, plan) * plan.tickMs);
}

/** The time left before `targetMs` at `nowMs`, 0 once it has passed. */
export function remainingUntil(targetMs: number, nowMs: number): number {
  return Math.max(0, targetMs - nowMs);
}

/** Time left in whole days, hours, minutes and seconds (a started second is not counted). */
export function countdownParts(remainingMs: number): CountdownParts {
  const left = Math.max(0, Math.floor(remainingMs / SECOND) * SECOND);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/** Whether the countdown has come to its end (1 s or less left). */
export const hasLaunched = (remainingMs: number): boolean => remainingMs <= LAUNCH_THRESHOLD_MS;

/** Whether the timer still has ticks to run after `elapsedMs`. */
export const isRunning = (elapsedMs: number, plan: CountdownPlan): boolean =>
  ticksDone(elapsedMs, plan) < plan.ticks && !hasLaunched(remainingAfter(elapsedMs, plan));
