import { useTranslation } from 'react-i18next';
import type { Grant } from '@/domain/grants';
import type { EnterpriseChoice } from './users-slice';

/** An account's grants in words: "HR administrator (Effectif Solutions) · Manager". */
export function useGrantsText(enterprises: readonly EnterpriseChoice[]): (grants: readonly Grant[]) => string {
  const { t } = useTranslation();
  const nameOf = (id: number) => enterprises.find((enterprise) => enterprise.id === id)?.name ?? `#${id}`;
  return (grants) =>
    grants
      .map((grant) =>
        grant.role === 'hrAdmin'
          ? t('users.grantOver', { role: t('roles.hrAdmin'), enterprises: grant.enterpriseIds.map(nameOf).join(', ') })
          : t(`roles.${grant.role}`),
      )
      .join(' · ');
}
