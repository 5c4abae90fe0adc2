import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { HrRecord } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useGrants, useOwnEmployeeId } from '@/features/auth';
import { hrActions } from '../resources';
import type { InputSchema } from '../toolkit/form-definition';
import { allowedMoves, waitingStepKind } from './move-access';
import { MoveDialog } from './MoveDialog';
import { inputOf } from './record-input';

/** How each next step looks beside Edit: going on in colour, ending in outline. */
const BUTTON_TONES: Record<string, string> = {
  approved: 'btn-success',
  completed: 'btn-success',
  rejected: 'btn-outline-danger',
  cancelled: 'btn-outline-secondary',
};

export interface StatusActionsProps {
  area: 'leave' | 'mission';
  record: HrRecord;
  /** The record as its page names it (in the question asked). */
  name: string;
  /** The domain's legal moves, by status: only those are offered. */
  transitions: Readonly<Record<string, readonly string[]>>;
  schema: InputSchema;
  /** The area keeps a comment with each move; required for the statuses listed. */
  comment?: { requiredFor: readonly string[] };
}

/**
 * A workflow's next steps on a record's page: one button per legal move the user may make
 * (`allowedMoves`), each asked in a dialog, then saved as an update of the status (the backend checks the move again).
 */
export function StatusActions({ area, record, name, transitions, schema, comment }: StatusActionsProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { save, saveError } = useAppSelector((state) => state[area]);
  const [target, setTarget] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // The version the move was asked on: once saved, a later write of the page (a refused deletion) is not this move's.
  const [openAt, setOpenAt] = useState<number | null>(null);
  const actions = hrActions(area);
  const grants = useGrants();
  const ownEmployeeId = useOwnEmployeeId();
  const ownerId = typeof record.employeeId === 'number' ? record.employeeId : undefined;
  const next = allowedMoves(transitions[String(record.status)] ?? [], { grants, area, ownerId, ownEmployeeId, waitingOn: waitingStepKind(record) });

  // Saved: say so once (the write's status goes back to idle); the dialog closes by itself.
  const finished = (sent && (save === 'saved' || save === 'idle')) || openAt !== record.version;
  useEffect(() => {
    if (!sent || save !== 'saved' || target === null) return;
    toast.success(t(`hr.${area}.moved.${target}`));
    dispatch(actions.resetSave());
  }, [sent, save, target, area, t, dispatch, actions]);

  const close = () => {
    setTarget(null);
    setSent(false);
    dispatch(actions.resetSave());
  };
  const move = (text: string) => {
    const input = { ...inputOf(record, schema), status: target, ...(text ? { comment: text } : {}) };
    setSent(true);
    dispatch(actions.save({ id: record.id, version: record.version, input }));
  };

  if (next.length === 0) return null;
  return (
    <>
      <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('hr.workflow.nextSteps')}>
        {next.map((status) => (
          <button
            key={status}
            type="button"
            className={`btn btn-sm ${BUTTON_TONES[status] ?? 'btn-outline-primary'}`}
            onClick={() => {
              dispatch(actions.resetSave());
              setSent(false);
              setTarget(status);
              setOpenAt(record.version);
            }}
          >
            {t(`hr.${area}.moves.${status}`)}
          </button>
        ))}
      </div>
      <MoveDialog
        area={area}
        target={finished ? null : target}
        name={name}
        comment={comment && target ? { required: comment.requiredFor.includes(target) } : undefined}
        busy={sent && save === 'saving'}
        refusal={sent && save === 'failed' ? saveError : null}
        onConfirm={move}
        onCancel={close}
      />
    </>
  );
}
