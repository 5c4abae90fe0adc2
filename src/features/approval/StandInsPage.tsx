import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { StandIn } from '@/domain/hr/approval';
import { useMay, useOwnEmployeeId } from '@/features/auth';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { formatDate } from '@/shared/lib/format';
import { StandInForm } from './StandInForm';
import { approvalActions } from './approval-slice';
import './approval.css';

type When = 'current' | 'upcoming' | 'past';
const whenOf = (standIn: StandIn, today: string): When => (standIn.startDate > today ? 'upcoming' : standIn.endDate < today ? 'past' : 'current');

/** The stand-ins: a manager names hers and ends one early; a stand-in sees the periods she holds; HR does it for a manager. */
export default function StandInsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.approval);
  const self = useOwnEmployeeId();
  const mayCreate = useMay('standIn', 'create');
  const forOthers = useMay('employee', 'create');
  // Asked before a write; a write done since closes the question.
  const [asked, setAsked] = useState<{ standIn: StandIn; at: number } | null>(null);
  const ending = asked && asked.at === state.written ? asked.standIn : null;
  const setEnding = (standIn: StandIn | null) => setAsked(standIn && { standIn, at: state.written });
  useEffect(() => {
    dispatch(approvalActions.fetchStandIns());
  }, [dispatch]);

  const end = (standIn: StandIn) => {
    const { id, version, managerId, standInId, startDate } = standIn;
    if (startDate > state.today) dispatch(approvalActions.removeStandIn({ id, version }));
    else dispatch(approvalActions.saveStandIn({ id, input: { managerId, standInId, startDate, endDate: state.today, version } }));
  };
  const groups: When[] = ['current', 'upcoming', 'past'];
  return (
    <div className="container-fluid py-4 approval-page">
      <h1 className="h4">{t('approval.standIns.title')}</h1>
      <p className="text-body-secondary">{t('approval.standIns.intro')}</p>
      {state.error && (
        <div className="alert alert-danger" role="alert">
          {state.error.message}
        </div>
      )}
      {mayCreate && state.today && (
        <StandInForm
          key={state.written}
          managerId={forOthers ? undefined : (self ?? undefined)}
          today={state.today}
          busy={state.saving}
          refusal={ending ? null : state.saveError}
          onSave={(input) => dispatch(approvalActions.saveStandIn({ input }))}
        />
      )}
      {!state.loading && state.standIns.length === 0 && <p className="text-body-secondary">{t('approval.standIns.empty')}</p>}
      {groups.map((when) => {
        const rows = state.standIns.filter((standIn) => whenOf(standIn, state.today) === when);
        if (rows.length === 0) return null;
        return (
          <section key={when} className="mb-4" aria-labelledby={`stand-ins-${when}`}>
            <h2 id={`stand-ins-${when}`} className="h6 text-uppercase text-body-secondary">
              {t(`approval.standIns.${when}`)}
            </h2>
            <ul className="list-unstyled d-flex flex-column gap-2 mb-0">
              {rows.map((standIn) => (
                <li key={standIn.id} className="card">
                  <div className="card-body d-flex flex-wrap align-items-center gap-2">
                    <div className="me-auto">
                      <div className="fw-semibold">
                        {standIn.standInId === self
                          ? t('approval.standIns.youFor', { manager: standIn.managerName })
                          : t('approval.standIns.forManager', { standIn: standIn.standInName, manager: standIn.managerName })}
                      </div>
                      <div className="small text-body-secondary">{t('approval.standIns.period', { from: formatDate(standIn.startDate), to: formatDate(standIn.endDate) })}</div>
                    </div>
                    {when !== 'past' && standIn.standInId !== self && (
                      <button type="button" className="btn btn-outline-danger approval-touch" onClick={() => setEnding(standIn)}>
                        {t(when === 'upcoming' ? 'approval.delete' : 'approval.standIns.endToday')}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <ConfirmDialog
        show={ending !== null}
        title={t(ending && ending.startDate > state.today ? 'approval.standIns.deleteTitle' : 'approval.standIns.endTitle')}
        confirmLabel={t(ending && ending.startDate > state.today ? 'approval.delete' : 'approval.standIns.endToday')}
        busy={state.saving}
        onConfirm={() => ending && end(ending)}
        onCancel={() => setEnding(null)}
      >
        <p className="mb-0">{t('approval.standIns.endText', { standIn: ending?.standInName, manager: ending?.managerName })}</p>
        {ending && state.saveError && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {state.saveError.message}
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}
