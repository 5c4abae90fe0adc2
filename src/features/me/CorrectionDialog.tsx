import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { AttendanceCorrectionForm } from './attendance-correction/AttendanceCorrectionForm';

export interface CorrectionDialogProps {
  employeeId: number;
  /** Open: the day to correct ('' for a day still to choose); closed: null. */
  date: string | null;
  onClose(): void;
  /** The correction was sent. */
  onDone(): void;
}

/** "Correct my attendance": the correction form in a dialog, full screen on a phone. */
export function CorrectionDialog({ employeeId, date, onClose, onDone }: CorrectionDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal show={date !== null} onHide={onClose} fullscreen="sm-down" aria-labelledby="my-correction-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="my-correction-title" as="h2" className="h5">
          {t('me.ask.attendance')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{date !== null && <AttendanceCorrectionForm employeeId={employeeId} date={date || undefined} onDone={onDone} />}</Modal.Body>
    </Modal>
  );
}
