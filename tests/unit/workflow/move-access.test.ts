import { describe, expect, it } from 'vitest';
import { allowedMoves, waitingStepKind } from '@/features/hr/workflow/move-access';

const MANAGER = [{ role: 'manager' as const }, { role: 'employee' as const }];
const HR = [{ role: 'hrAdmin' as const, enterpriseIds: [1] }];
const pending = { grants: MANAGER, area: 'leave' as const, ownerId: 19, ownEmployeeId: 3 };

describe("a request's next steps on its page", () => {
  it('reads the step a request waits on from its chain', () => {
    expect(waitingStepKind({ steps: [{ kind: 'manager' }, { kind: 'hr' }], currentStep: 1 })).toBe('hr');
    expect(waitingStepKind({ steps: [{ kind: 'manager' }], currentStep: 0 })).toBe('manager');
    expect(waitingStepKind({ status: 'pending' })).toBeUndefined();
  });

  it("offers a manager the decision on her step, not on HR's", () => {
    expect(allowedMoves(['approved', 'rejected', 'cancelled'], { ...pending, waitingOn: 'manager' })).toEqual(['approved', 'rejected', 'cancelled']);
    expect(allowedMoves(['approved', 'rejected', 'cancelled'], { ...pending, waitingOn: 'hr' })).toEqual(['cancelled']);
  });

  it('offers HR the decision on any step', () => {
    expect(allowedMoves(['approved', 'rejected'], { ...pending, grants: HR, waitingOn: 'hr' })).toEqual(['approved', 'rejected']);
  });
});
