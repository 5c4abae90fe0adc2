import { describe, expect, it } from 'vitest';
import {
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_CODE_LENGTH,
  PASSWORD_RESET_RESEND_MS,
  passwordResetErrors,
  resetCodeResendWaitMs,
} from '@/domain/credentials';

const LONG_ENOUGH = 'x'.repeat(NEW_PASSWORD_MIN_LENGTH);
const CODE = '7'.repeat(PASSWORD_RESET_CODE_LENGTH);

describe('a forgotten password, the rules the page and the backend share', () => {
  it('lets a new code go once the minute since the last one has passed', () => {
    const sentAt = Date.parse('2026-03-16T09:00:00Z');
    expect(resetCodeResendWaitMs(sentAt, sentAt)).toBe(PASSWORD_RESET_RESEND_MS);
    expect(resetCodeResendWaitMs(sentAt, sentAt + 45_000)).toBe(PASSWORD_RESET_RESEND_MS - 45_000);
    expect(resetCodeResendWaitMs(sentAt, sentAt + PASSWORD_RESET_RESEND_MS)).toBe(0);
    expect(resetCodeResendWaitMs(sentAt, sentAt + 10 * PASSWORD_RESET_RESEND_MS)).toBe(0);
  });

  it('wants the code as its digits, no fewer, no more, nothing else and the new password as every new password', () => {
    expect(passwordResetErrors(CODE, LONG_ENOUGH, LONG_ENOUGH)).toEqual({});
    expect(passwordResetErrors(CODE.slice(1), LONG_ENOUGH, LONG_ENOUGH)).toEqual({ code: 'resetCodeFormat' });
    expect(passwordResetErrors(`${CODE.slice(1)}a`, LONG_ENOUGH, LONG_ENOUGH)).toEqual({ code: 'resetCodeFormat' });
    expect(passwordResetErrors(`${CODE}7`, 'court', 'court')).toEqual({ code: 'resetCodeFormat', newPassword: 'newPasswordTooShort' });
    expect(passwordResetErrors(CODE, LONG_ENOUGH, `${LONG_ENOUGH}!`)).toEqual({ confirmation: 'passwordMismatch' });
  });
});
