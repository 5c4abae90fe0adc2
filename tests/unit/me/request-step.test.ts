import { describe, expect, it } from 'vitest';
import { waitingStep } from '@/features/me/requests/request-step';

describe('the step a request waits on, as My space says it', () => {
  it('is "step i of n" with the step\'s approver when the request carries its chain', () => {
    const steps = [
      { kind: 'manager', approverId: 3, approverName: 'Véronique Vasseur', outcome: 'approved' },
      { kind: 'hr', approverName: 'Dominique Daniel' },
    ];
    expect(waitingStep({ approverName: 'Véronique Vasseur', steps, currentStep: 1 })).toEqual({ index: 2, count: 2, approverName: 'Dominique Daniel' });
  });

  it('is who decides (approverName) when the request carries no chain', () => {
    expect(waitingStep({ approverName: 'Véronique Vasseur' })).toEqual({ approverName: 'Véronique Vasseur' });
    expect(waitingStep({})).toEqual({ approverName: undefined });
  });
});
