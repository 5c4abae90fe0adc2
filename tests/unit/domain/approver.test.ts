import { describe, expect, it } from 'vitest';
import { approverOf, mayDecideOwn, type ApprovalChain } from '@/domain/rules/approver';

const chain: ApprovalChain = { serviceHeadId: 10, departmentHeadId: 20, directionHeadId: 30, hrDirectorId: 40, directorIds: [30, 40, 50] };

describe('who decides a request', () => {
  it('is the head of the service first', () => expect(approverOf(1, chain)).toBe(10));
  it('goes up the tree when the unit has no head, or when the head asks', () => {
    expect(approverOf(1, { ...chain, serviceHeadId: undefined })).toBe(20);
    expect(approverOf(10, chain)).toBe(20);
    expect(approverOf(20, { ...chain, serviceHeadId: 20 })).toBe(30);
  });
  it('sends a director’s request to the HR director, and the HR director’s to another director', () => {
    expect(approverOf(30, chain)).toBe(40);
    expect(approverOf(40, { ...chain, directionHeadId: 40 })).toBe(30);
  });
  it('is nobody when the requester is alone at the top', () => {
    expect(approverOf(40, { directionHeadId: 40, hrDirectorId: 40, directorIds: [40] })).toBeUndefined();
  });
  it('never lets someone decide their own request', () => {
    expect(mayDecideOwn(7, 7)).toBe(false);
    expect(mayDecideOwn(8, 7)).toBe(true);
  });
});
