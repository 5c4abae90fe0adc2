import type { CancellationRequest } from '@/domain/hr/self-service';
import { cancellationRequestSchema } from '@/domain/hr/self-service';

/** The cancellation a leave's requester asked for, if any (read defensively off the stored row). */
export function cancellationRequestOf(leave: { cancellationRequest?: unknown }): CancellationRequest | undefined {
  const parsed = cancellationRequestSchema.safeParse(leave.cancellationRequest);
  return parsed.success ? parsed.data : undefined;
}
