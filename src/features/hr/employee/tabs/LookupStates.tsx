import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lookup } from '@/features/hr/toolkit/lookup-slice';
import { ErrorState } from '@/features/hr/toolkit/ListStates';

export interface LookupStatesProps {
  lookup: Lookup | undefined;
  onRetry(): void;
  /** Said when the list is empty. */
  emptyText: string;
  children: ReactNode;
}

/** A related list on its way, failed, empty, or its content. */
export function LookupStates({ lookup, onRetry, emptyText, children }: LookupStatesProps) {
  const { t } = useTranslation();
  if (lookup?.error) return <ErrorState error={lookup.error} onRetry={onRetry} />;
  if (!lookup || lookup.loading) {
    return (
      <div className="d-flex align-items-center gap-2 text-body-secondary py-3" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        {t('hr.list.loading')}
      </div>
    );
  }
  if (lookup.items.length === 0) return <p className="text-body-secondary py-2 mb-0">{emptyText}</p>;
  return <>{children}</>;
}
