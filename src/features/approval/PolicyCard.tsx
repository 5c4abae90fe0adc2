import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_SHAPES, type ApprovalPolicy, type ApprovalPolicyInput, type ApprovalShape, type ApprovalSubject } from '@/domain/hr/approval';

/** What a card is about: the mission requests, the leave requests of one type, or of every type without its own rule. */
export interface PolicyTarget {
  key: string;
  subject: ApprovalSubject;
  leaveTypeId?: number;
  label: string;
}

interface Props {
  target: PolicyTarget;
  policy?: ApprovalPolicy;
  busy: boolean;
  onSave(input: ApprovalPolicyInput & { version?: number }): void;
  onDelete(policy: ApprovalPolicy): void;
}

/** One rule: who decides (a shape), and the optional extra step above a number of days; saved, or deleted back to the default. */
export function PolicyCard({ target, policy, busy, onSave, onDelete }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [shape, setShape] = useState<ApprovalShape>(policy?.shape ?? 'manager');
  const [extra, setExtra] = useState(policy?.extraAboveDays === undefined ? '' : String(policy.extraAboveDays));
  const extraDays = extra.trim() === '' ? undefined : Number(extra);
  const changed = shape !== (policy?.shape ?? 'manager') || extraDays !== policy?.extraAboveDays || !policy;
  const save = () =>
    onSave({
      subject: target.subject,
      ...(target.leaveTypeId !== undefined && { leaveTypeId: target.leaveTypeId }),
      shape,
      ...(extraDays !== undefined && { extraAboveDays: extraDays }),
      ...(policy && { version: policy.version }),
    });
  return (
    <li className="card" data-testid={`policy-${target.key}`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
          <h2 className="h6 mb-0 me-auto">{target.label}</h2>
          <span className={`badge ${policy ? 'text-bg-primary' : 'text-bg-light'}`}>{t(policy ? 'approval.policies.own' : 'approval.policies.default')}</span>
        </div>
        <div className="row g-2 align-items-start">
          <div className="col-12 col-md-5">
            <label className="form-label small" htmlFor={`${id}-shape`}>
              {t('approval.policies.shapeLabel')}
            </label>
            <select id={`${id}-shape`} className="form-select" value={shape} onChange={(event) => setShape(event.target.value as ApprovalShape)}>
              {APPROVAL_SHAPES.map((value) => (
                <option key={value} value={value}>
                  {t(`approval.shapes.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-12 col-md-4">
            <label className="form-label small" htmlFor={`${id}-extra`}>
              {t('approval.policies.extraLabel')}
            </label>
            <input
              id={`${id}-extra`}
              className="form-control"
              type="number"
              inputMode="numeric"
              min={0}
              max={366}
              value={extra}
              disabled={shape === 'hrOnly'}
              aria-describedby={`${id}-extra-help`}
              onChange={(event) => setExtra(event.target.value)}
            />
            <div id={`${id}-extra-help`} className="form-text">
              {extraDays === undefined || shape === 'hrOnly' ? t('approval.policies.extraNone') : t('approval.policies.extra', { days: extraDays })}
            </div>
          </div>
          {/* Level with the fields, above the days' help line. */}
          <div className="col-12 col-md-3 d-flex gap-2 justify-content-md-end align-self-md-end mb-md-4">
            <button type="button" className="btn btn-primary flex-grow-1 flex-md-grow-0 approval-touch" disabled={busy || !changed} onClick={save}>
              {t('approval.save')}
            </button>
            {policy && (
              <button type="button" className="btn btn-outline-danger approval-touch" disabled={busy} onClick={() => onDelete(policy)}>
                {t('approval.delete')}
              </button>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}
