import { describe, expect, it } from 'vitest';
import {
  COMING_SOON_COUNTDOWN,
  countdownParts,
  hasLaunched,
  isRunning,
  remainingAfter,
  remainingUntil,
  ticksDone,
} from '@/shared/lib/countdown';

const plan = COMING_SOON_COUNTDOWN;

describe('coming-soon countdown', () => {
  it('counts from 10 s, 10 ticks of 1 s', () => {
    expect(plan).toEqual({ fromMs: 10_000, tickMs: 1000, ticks: 10 });
  });

  it('shows the full 10 s at the start, not launched', () => {
    expect(remainingAfter(0, plan)).toBe(10_000);
    expect(countdownParts(remainingAfter(0, plan))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 10 });
    expect(hasLaunched(remainingAfter(0, plan))).toBe(false);
    expect(isRunning(0, plan)).toBe(true);
  });

  it('moves one whole tick at a time halfway', () => {
    expect(ticksDone(4_999, plan)).toBe(4);
    expect(remainingAfter(4_999, plan)).toBe(6_000);
    expect(remainingAfter(5_000, plan)).toBe(5_000);
    expect(countdownParts(remainingAfter(5_000, plan)).seconds).toBe(5);
    expect(hasLaunched(remainingAfter(5_000, plan))).toBe(false);
  });

  it('launches at 1 s or less left and stops running', () => {
    expect(hasLaunched(remainingAfter(8_000, plan))).toBe(false);
    expect(remainingAfter(9_000, plan)).toBe(1_000);
    expect(hasLaunched(remainingAfter(9_000, plan))).toBe(true);
    expect(isRunning(9_000, plan)).toBe(false);
    expect(remainingAfter(10_000, plan)).toBe(0);
  });

  it('never goes below zero nor beyond its ticks past the end', () => {
    expect(ticksDone(60_000, plan)).toBe(10);
    expect(remainingAfter(60_000, plan)).toBe(0);
    expect(countdownParts(remainingAfter(60_000, plan))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(remainingAfter(-500, plan)).toBe(10_000);
  });

  it('runs for at most its ticks when the launch threshold is never reached', () => {
    const long = { fromMs: 60_000, tickMs: 1000, ticks: 3 };
    expect(isRunning(2_000, long)).toBe(true);
    expect(isRunning(3_000, long)).toBe(false);
    expect(remainingAfter(10_000, long)).toBe(57_000);
  });
});

describe('countdown parts', () => {
  it('splits a remaining time into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownParts(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('counts the time left before a date, zero once it has passed', () => {
    const target = Date.UTC(2025, 9, 30);
    expect(remainingUntil(target, target - 90_061_000)).toBe(90_061_000);
    expect(countdownParts(remainingUntil(target, target - 90_061_000))).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 1,
    });
    expect(remainingUntil(target, target + 5_000)).toBe(0);
    expect(countdownParts(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
