import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentField, useComment } from '@/shared/ui/CommentField';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';

export interface DecisionDialogProps {
  /** The decision asked, and of how many requests; null: closed. */
  asked: { outcome: 'approved' | 'rejected'; count: number } | null;
  busy: boolean;
  onConfirm(comment: string): void;
  onCancel(): void;
}

/** Approve or reject with a comment; a rejection needs one. */
export function DecisionDialog({ asked, busy, onConfirm, onCancel }: DecisionDialogProps) {
  const { t } = useTranslation();
  const comment = useComment();
  const [openFor, setOpenFor] = useState(asked);
  if (openFor !== asked) {
    setOpenFor(asked);
    comment.reset();
  }
  const rejecting = asked?.outcome === 'rejected';
  const confirm = () => {
    const text = comment.take(rejecting);
    if (text !== undefined) onConfirm(text);
  };
  return (
    <ConfirmDialog
      show={asked !== null}
      title={rejecting ? t('inbox.rejectTitle', { count: asked.count }) : t('inbox.approveTitle', { count: asked?.count ?? 1 })}
      confirmLabel={rejecting ? t('inbox.reject') : t('inbox.approve')}
      tone={rejecting ? 'danger' : 'primary'}
      busy={busy}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <CommentField
        comment={comment}
        label={t(rejecting ? 'inbox.commentRequired' : 'inbox.comment')}
        required={rejecting}
        missingText={t('inbox.commentMissing')}
      />
    </ConfirmDialog>
  );
}
