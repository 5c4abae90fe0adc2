import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { HrRecord } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { AreaItem } from '@/contract/areas';
import { leaveInputSchema } from '@/domain/hr/leave';
import { MoveDialog, hrActions, inputOf } from '@/features/hr';
import { mySpaceActions } from '../my-space-slice';

type Move = 'cancelled' | 'cancellationRequest';

export interface LeaveRequestActionsProps {
  leave: AreaItem<'leave'>;
  /** The request's name in the questions asked. */
  name: string;
  today: string;
  /** Called once a move is saved: the list is asked again. */
  onChanged(): void;
}

/**
 * What the requester does with her own leave from My space: cancel it while it is pending
 * (the request's PUT to `cancelled`), or ask its approvers to cancel it once approved and not
 * over (POST /app/leave/{id}/cancellation, with a comment).
 */
export function LeaveRequestActions({ leave, name, today, onChanged }: LeaveRequestActionsProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // The move asked, on the version it was asked on: once the list brings the leave's next version, the dialog is done.
  const [asked, setAsked] = useState<{ move: Move; version: number } | null>(null);
  const target = asked !== null && asked.version === leave.version ? asked.move : null;
  const setTarget = (move: Move | null) => setAsked(move === null ? null : { move, version: leave.version });
  const { save, saveError } = useAppSelector((state) => state.leave);
  const cancellation = useAppSelector((state) => state.mySpace.cancellation);
  const cancelling = target === 'cancelled';
  const asking = target === 'cancellationRequest';

  useEffect(() => {
    if (cancelling && save === 'saved') {
      toast.success(t('hr.leave.moved.cancelled'));
      dispatch(hrActions('leave').resetSave());
      onChanged();
    }
  }, [cancelling, save, t, dispatch, onChanged]);
  useEffect(() => {
    if (asking && cancellation.sentFor === leave.id) {
      toast.success(t('hr.leave.moved.cancellationRequest'));
      dispatch(mySpaceActions.resetCancellation());
      onChanged();
    }
  }, [asking, cancellation.sentFor, leave.id, t, dispatch, onChanged]);

  const mayAsk = leave.status === 'approved' && leave.endDate >= today && leave.cancellationRequest === undefined;
  if (leave.status !== 'pending' && !mayAsk) return null;
  const close = () => {
    setTarget(null);
    dispatch(hrActions('leave').resetSave());
    dispatch(mySpaceActions.resetCancellation());
  };
  const confirm = (comment: string) => {
    if (cancelling) {
      const input = { ...inputOf(leave as unknown as HrRecord, leaveInputSchema), status: 'cancelled', ...(comment ? { comment } : {}) };
      dispatch(hrActions('leave').save({ id: leave.id, version: leave.version, input }));
    } else {
      dispatch(mySpaceActions.askCancellation({ leaveId: leave.id, version: leave.version, comment }));
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-danger my-space-action"
        onClick={() => setTarget(leave.status === 'pending' ? 'cancelled' : 'cancellationRequest')}
      >
        {t(leave.status === 'pending' ? 'hr.leave.moves.cancelled' : 'hr.leave.moves.cancellationRequest')}
      </button>
      <MoveDialog
        area="leave"
        target={target}
        name={name}
        comment={{ required: asking }}
        busy={cancelling ? save === 'saving' : cancellation.sending}
        refusal={cancelling ? (save === 'failed' ? saveError : null) : cancellation.error}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
