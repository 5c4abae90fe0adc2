import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useErrorText } from '@/shared/ui/use-error-text';
import { calendarActions, selectCalendar } from './calendar-slice';

/**
 * What follows a write: once saved, the dialogs close. An event changed or deleted by
 * someone else meanwhile (409, 404) is explained in a toast while the saga reloads the
 * calendar; another refusal stays in the open form, or is toasted when no form is open
 * (a drag and drop).
 */
export function useWriteOutcome(formOpen: boolean, closeDialogs: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const { save, saveError } = useAppSelector(selectCalendar);

  useEffect(() => {
    if (save === 'saved') {
      closeDialogs();
      dispatch(calendarActions.resetSave());
    } else if (save === 'failed' && saveError && (saveError.status === 409 || saveError.status === 404)) {
      toast.warning(t('calendar.stale'));
      closeDialogs();
      dispatch(calendarActions.resetSave());
    } else if (save === 'failed' && saveError && !formOpen) {
      toast.error(errorText(saveError));
      dispatch(calendarActions.resetSave());
    }
  }, [save, saveError, formOpen, closeDialogs, dispatch, t, errorText]);
}
