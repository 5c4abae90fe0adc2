import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiErrorInfo } from '@/api';
import type { HrArea } from '@/domain/hr/areas';
import { CommentField, useComment } from '@/shared/ui/CommentField';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useErrorText } from '@/shared/ui/use-error-text';

/** Moves that end something (a refusal, a cancellation) are asked in red. */
const ENDING = ['rejected', 'cancelled'];

export interface MoveDialogProps {
  area: HrArea;
  /** The status asked for; null: the dialog is closed. */
  target: string | null;
  /** The record as its page names it. */
  name: string;
  /** Undefined: the move takes no comment. */
  comment?: { required: boolean };
  busy: boolean;
  refusal: ApiErrorInfo | null;
  onConfirm(comment: string): void;
  onCancel(): void;
}

/** Asks before a status move, with a comment when the area keeps one (required to refuse a leave). */
export function MoveDialog({ area, target, name, comment, busy, refusal, onConfirm, onCancel }: MoveDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const commentField = useComment();
  const [openFor, setOpenFor] = useState(target);
  // The move's words stay while the dialog fades out.
  const [shown, setShown] = useState(target);
  // A new move starts with an empty comment.
  if (openFor !== target) {
    setOpenFor(target);
    if (target !== null) {
      setShown(target);
      commentField.reset();
    }
  }

  const confirm = () => {
    const text = commentField.take(comment?.required === true);
    if (text !== undefined) onConfirm(text);
  };
  const refusals = refusal?.fieldErrors
    ? Object.values(refusal.fieldErrors).map((error) => t(`validation.${error.code}`, { defaultValue: error.message }))
    : refusal
      ? [errorText(refusal)]
      : [];

  return (
    <ConfirmDialog
      show={target !== null}
      title={shown ? t(`hr.${area}.moveTitles.${shown}`) : ''}
      confirmLabel={shown ? t(`hr.${area}.moves.${shown}`) : ''}
      tone={shown && ENDING.includes(shown) ? 'danger' : 'primary'}
      busy={busy}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <p>{shown ? t(`hr.${area}.moveTexts.${shown}`, { name }) : ''}</p>
      {comment && (
        <div>
          <CommentField
            comment={commentField}
            label={t(comment.required ? 'hr.workflow.commentRequired' : 'hr.workflow.comment')}
            required={comment.required}
            missingText={t('hr.workflow.commentMissing')}
          />
        </div>
      )}
      {refusals.length > 0 && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {refusals.join(' ')}
        </div>
      )}
    </ConfirmDialog>
  );
}
