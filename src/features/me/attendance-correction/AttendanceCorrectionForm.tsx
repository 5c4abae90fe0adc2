import { useTranslation } from 'react-i18next';

export interface AttendanceCorrectionFormProps {
  employeeId: number;
  /** The day to correct, when one was chosen. */
  date?: string;
  onDone?: () => void;
}

/**
 * Placeholder on the myspace branch: the "selfservice" helper writes the real form
 * (POST /app/attendance_correction); this one only keeps My space compiling until the merge.
 */
export function AttendanceCorrectionForm({ date, onDone }: AttendanceCorrectionFormProps) {
  const { t } = useTranslation();
  return (
    <div>
      <p>{date}</p>
      <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
        {t('common.close')}
      </button>
    </div>
  );
}
