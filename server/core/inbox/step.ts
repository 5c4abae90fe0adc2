import type { InboxItem } from '@/contract/inbox';
import { requestApprovalSchema } from '@/domain/hr/approval';

/** The step a request waits on, when its row carries a chain (`steps`, `currentStep`); read defensively. */
export function stepOf(row: object): InboxItem['step'] {
  const parsed = requestApprovalSchema.safeParse(row);
  if (!parsed.success) return undefined;
  const { steps, currentStep } = parsed.data;
  const step = steps && currentStep !== undefined ? steps[currentStep] : undefined;
  return step && steps ? { kind: step.kind, index: currentStep ?? 0, count: steps.length } : undefined;
}
