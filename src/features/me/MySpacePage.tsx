import { useTranslation } from 'react-i18next';
import { useOwnEmployeeId } from '@/features/auth';
import { AskCard } from './AskCard';
import { BalancesCard } from '@/features/balances';
import { MyAttendanceCard } from './MyAttendanceCard';
import { MyMissionsCard } from './MyMissionsCard';
import { MyDocumentsCard } from './MyDocumentsCard';
import { MyRecordCard } from './record/MyRecordCard';
import { MyRequestsCard } from './requests/MyRequestsCard';
import { TeamCalendarCard } from './TeamCalendarCard';
import './my-space.css';

/**
 * My space (`/app/effectif/me`): the signed-in employee's home — balances, what to ask,
 * my requests, my attendance of the month, my missions, my record, my team's calendar —
 * as cards, stacked on a phone and in a grid on a desk (docs/my-space.md).
 */
export default function MySpacePage() {
  const { t } = useTranslation();
  const employeeId = useOwnEmployeeId();
  return (
    <div className="my-space container-fluid py-4">
      <h1 className="h4 mb-3">{t('me.title')}</h1>
      {employeeId === null ? (
        <p className="alert alert-info">{t('me.noEmployee')}</p>
      ) : (
        <div className="my-space-grid">
          <AskCard employeeId={employeeId} />
          <BalancesCard employeeId={employeeId} />
          <MyRequestsCard employeeId={employeeId} />
          <MyAttendanceCard employeeId={employeeId} />
          <MyMissionsCard employeeId={employeeId} />
          <MyRecordCard employeeId={employeeId} />
          <MyDocumentsCard employeeId={employeeId} />
          <TeamCalendarCard />
        </div>
      )}
    </div>
  );
}
