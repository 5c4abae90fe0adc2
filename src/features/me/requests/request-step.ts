import { requestApprovalSchema } from '@/domain/hr/approval';

/** The step a request waits on, as My space says it: "step i of n" when its chain is answered, and who decides. */
export interface WaitingStep {
  /** 1-based; absent when the request carries no chain. */
  index?: number;
  count?: number;
  /** Who decides that step (the chain's step, else `approverName`). */
  approverName?: string;
}

/** Reads the optional chain (`steps`, `currentStep`) of a leave or mission item, and its `approverName`. */
export function waitingStep(item: { approverName?: string } & Record<string, unknown>): WaitingStep {
  const chain = requestApprovalSchema.safeParse(item);
  const steps = chain.success ? chain.data.steps : undefined;
  const current = chain.success ? chain.data.currentStep : undefined;
  if (steps && current !== undefined && current < steps.length) {
    return { index: current + 1, count: steps.length, approverName: steps[current].approverName ?? item.approverName };
  }
  return { approverName: item.approverName };
}
