import { useEffect, useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { ApiErrorInfo } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { parentLevelOf, type MovableLevel, type OrgUnit } from '@/domain/hr/org-tree';
import { useErrorText } from '@/shared/ui/use-error-text';
import { UnitPicker } from '../toolkit/UnitPicker';
import { orgTreeActions, selectOrgTree } from './org-tree-slice';

export interface MoveTarget {
  unit: OrgUnit & { level: MovableLevel };
  parentId: number;
}

/** Why the move was refused, in the user's language: the code taken in the new parent, a stale tree, or the server's reason. */
function useRefusalText(unit: OrgUnit): (error: ApiErrorInfo) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (error) => {
    const fields = error.fieldErrors ?? {};
    if (fields.code?.code === 'duplicate') return t('hr.organisation.move.duplicate', { code: unit.code ?? '' });
    const [first] = Object.values(fields);
    if (first) return t(`validation.${first.code}`, { defaultValue: first.message });
    if (error.status === 409) return t('hr.organisation.move.stale');
    return errorText(error);
  };
}

/**
 * Moves a direction, department or service under another parent, picked from the top
 * down; the unit's children and staff follow it. Refusals show here, the dialog open.
 */
export interface MoveUnitDialogProps {
  target: MoveTarget;
  onClose(): void;
  /** The unit is under its new parent (the tree is being read again). */
  onMoved(unit: OrgUnit): void;
}

export function MoveUnitDialog({ target, onClose, onMoved }: MoveUnitDialogProps) {
  const { unit, parentId } = target;
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { move } = useAppSelector(selectOrgTree);
  const refusalText = useRefusalText(unit);
  const inputId = useId();
  const [value, setValue] = useState(String(parentId));
  const [tried, setTried] = useState(false);
  const parentLevel = parentLevelOf(unit.level);
  const busy = move.status === 'moving';
  const unchanged = value === String(parentId);
  const problem = tried && value === '' ? t('validation.required') : tried && unchanged ? t('hr.organisation.move.same') : null;
  const refusal = move.status === 'failed' && move.error ? refusalText(move.error) : null;
  const message = problem ?? refusal;

  useEffect(() => {
    if (move.status === 'moved') onMoved(unit);
  }, [move.status, onMoved, unit]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (value === '' || unchanged) return;
    dispatch(orgTreeActions.move({ level: unit.level, id: unit.id, version: unit.version, parentId: Number(value) }));
  };

  const close = () => {
    if (busy) return;
    dispatch(orgTreeActions.resetMove());
    onClose();
  };

  return (
    <Modal show onHide={close} centered aria-labelledby={`${inputId}-title`}>
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={`${inputId}-title`} as="h2" className="h5">
            {t('hr.organisation.move.title', { name: unit.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary">{t('hr.organisation.move.intro')}</p>
          <p id={`${inputId}-label`} className="fw-semibold mb-2">
            {t(`hr.organisation.move.target.${unit.level}`)}
          </p>
          <UnitPicker
            lookupKey="organisation.move"
            level={parentLevel}
            value={value}
            onChange={(picked) => {
              setValue(picked);
              if (move.status === 'failed') dispatch(orgTreeActions.resetMove());
            }}
            inputId={inputId}
            invalid={message !== null}
            describedBy={message ? `${inputId}-error` : undefined}
            required
          />
          {message && (
            <div id={`${inputId}-error`} className="alert alert-danger mt-3 mb-0" role="alert">
              {message}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('hr.organisation.move.confirm')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
