import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { ApprovalPolicy } from '@/domain/hr/approval';
import { LEAVE_TYPES } from '@/domain/hr/leave-types';
import { AdminBreadcrumb } from '@/shared/ui/AdminBreadcrumb';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useErrorText } from '@/shared/ui/use-error-text';
import { PolicyCard, type PolicyTarget } from './PolicyCard';
import { approvalActions } from './approval-slice';
import './approval.css';

/** The approval chains (HR settings): one rule per leave type, one for every other type, one for missions. */
export default function ApprovalPoliciesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const state = useAppSelector((root) => root.approval);
  // Asked before a write; a write done since closes the question.
  const [asked, setAsked] = useState<{ policy: ApprovalPolicy; at: number } | null>(null);
  const deleting = asked && asked.at === state.written ? asked.policy : null;
  const setDeleting = (policy: ApprovalPolicy | null) => setAsked(policy && { policy, at: state.written });
  useEffect(() => {
    dispatch(approvalActions.fetchPolicies());
  }, [dispatch]);

  const targets: PolicyTarget[] = [
    { key: 'leave', subject: 'leave', label: t('approval.policies.leaveAll') },
    ...LEAVE_TYPES.map((type) => ({ key: `leave-${type.id}`, subject: 'leave' as const, leaveTypeId: type.id, label: t(`hr.leave.values.typeId.${type.id}`, { defaultValue: type.name }) })),
    { key: 'mission', subject: 'mission', label: t('approval.policies.mission') },
  ];
  const policyOf = (target: PolicyTarget) => state.policies.find((policy) => policy.subject === target.subject && policy.leaveTypeId === target.leaveTypeId);

  return (
    <div className="container-fluid py-4 approval-page">
      <AdminBreadcrumb page={t('approval.policies.title')} />
      <h1 className="h4">{t('approval.policies.title')}</h1>
      <p className="text-body-secondary">{t('approval.policies.intro')}</p>
      {state.error && (
        <div className="alert alert-danger" role="alert">
          {errorText(state.error)}
        </div>
      )}
      {state.saveError && !deleting && (
        <div className="alert alert-danger" role="alert">
          {errorText(state.saveError)}
        </div>
      )}
      <ul className="list-unstyled d-flex flex-column gap-3" aria-busy={state.loading}>
        {targets.map((target) => {
          const policy = policyOf(target);
          return (
            <PolicyCard
              key={`${target.key}-${policy?.version ?? 0}`}
              target={target}
              policy={policy}
              busy={state.saving}
              onSave={(input) => dispatch(approvalActions.savePolicy({ id: policy?.id, input }))}
              onDelete={setDeleting}
            />
          );
        })}
      </ul>
      <ConfirmDialog
        show={deleting !== null}
        title={t('approval.policies.deleteTitle')}
        confirmLabel={t('approval.delete')}
        busy={state.saving}
        onConfirm={() => deleting && dispatch(approvalActions.removePolicy({ id: deleting.id, version: deleting.version }))}
        onCancel={() => setDeleting(null)}
      >
        <p className="mb-0">{t('approval.policies.deleteText')}</p>
      </ConfirmDialog>
    </div>
  );
}
