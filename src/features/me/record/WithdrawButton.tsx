import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { selectSelfService, selfServiceActions, type Withdrawal } from './self-service-slice';

/** Withdraws a pending request, once confirmed. */
export function WithdrawButton({ request }: { request: Withdrawal }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { writing } = useAppSelector(selectSelfService);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-outline-danger btn-sm self-button" onClick={() => setAsking(true)}>
        {t('selfService.withdraw')}
      </button>
      <ConfirmDialog
        show={asking}
        title={t('selfService.withdrawTitle')}
        confirmLabel={t('selfService.withdraw')}
        busy={writing === 'withdraw'}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          dispatch(selfServiceActions.withdraw(request));
          setAsking(false);
        }}
      >
        {t('selfService.withdrawText')}
      </ConfirmDialog>
    </>
  );
}
