import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const commentId = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [openFor, setOpenFor] = useState(asked);
  if (openFor !== asked) {
    setOpenFor(asked);
    setText('');
    setMissing(false);
  }
  const rejecting = asked?.outcome === 'rejected';
  const confirm = () => {
    if (rejecting && text.trim() === '') {
      setMissing(true);
      document.getElementById(commentId)?.focus();
      return;
    }
    onConfirm(text.trim());
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
      <label htmlFor={commentId} className="form-label">
        {t(rejecting ? 'inbox.commentRequired' : 'inbox.comment')}
      </label>
      <textarea
        id={commentId}
        className={`form-control ${missing ? 'is-invalid' : ''}`}
        rows={3}
        maxLength={500}
        value={text}
        required={rejecting}
        aria-invalid={missing}
        aria-describedby={missing ? `${commentId}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() !== '') setMissing(false);
        }}
      />
      {missing && (
        <div id={`${commentId}-error`} className="invalid-feedback">
          {t('inbox.commentMissing')}
        </div>
      )}
    </ConfirmDialog>
  );
}
