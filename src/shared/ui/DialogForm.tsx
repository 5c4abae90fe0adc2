import type { FormEvent, ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

export interface DialogFormProps {
  /** The title's id, which the dialog is labelled by. */
  titleId: string;
  title: string;
  /** A refusal that names no field, said above the fields. */
  general?: string | null;
  /** The save is on its way: the buttons wait. */
  busy: boolean;
  submitLabel: string;
  cancelLabel?: string;
  onSubmit(event: FormEvent): void;
  onCancel(): void;
  /** Buttons before Cancel, at the start of the footer (a Delete). */
  extraButtons?: ReactNode;
  children: ReactNode;
}

/** A dialog's form: its title, a refusal above its fields, the fields, then Cancel and the submit button. */
export function DialogForm({ titleId, title, general, busy, submitLabel, cancelLabel, onSubmit, onCancel, extraButtons, children }: DialogFormProps) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={onSubmit}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {general && (
          <div className="alert alert-danger" role="alert">
            {general}
          </div>
        )}
        {children}
      </Modal.Body>
      <Modal.Footer>
        {extraButtons}
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {submitLabel}
        </button>
      </Modal.Footer>
    </form>
  );
}
