import type { AreaItem } from '@/contract/areas';
import { ApprovalSteps } from '../workflow/ApprovalSteps';
import { DecisionSummary } from '../workflow/DecisionSummary';
import { ExpensesSummary } from './ExpensesSummary';

/** Below an order: who decided it (or will), then where its expenses stand. */
export function MissionExtras({ record }: { record: AreaItem<'mission'> }) {
  return (
    <>
      <DecisionSummary record={record} />
      <ApprovalSteps record={record} />
      <ExpensesSummary record={record} />
    </>
  );
}
