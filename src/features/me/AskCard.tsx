import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths';
import { CorrectionDialog } from './CorrectionDialog';
import { SectionCard } from '@/shared/ui/SectionCard';

/**
 * What I may ask from my space: leave and a mission through the areas' own request forms
 * (prefilled with me: what is added to those forms shows here too), an attendance correction
 * in a dialog.
 */
export function AskCard({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const [correcting, setCorrecting] = useState<string | null>(null);
  return (
    <SectionCard id="my-ask-title" title={t('me.ask.title')} className="card my-space-card">
      <div className="d-grid gap-2">
        <Link to={paths.new('leave', { employeeId })} className="btn btn-primary my-space-action">
          {t('me.ask.leave')}
        </Link>
        <Link to={paths.new('mission', { employeeId })} className="btn btn-outline-primary my-space-action">
          {t('me.ask.mission')}
        </Link>
        <button type="button" className="btn btn-outline-primary my-space-action" onClick={() => setCorrecting('')}>
          {t('me.ask.attendance')}
        </button>
      </div>
      <CorrectionDialog employeeId={employeeId} date={correcting} onClose={() => setCorrecting(null)} onDone={() => setCorrecting(null)} />
    </SectionCard>
  );
}
