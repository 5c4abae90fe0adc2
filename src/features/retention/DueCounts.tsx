import { useTranslation } from 'react-i18next';
import { RETENTION_CATEGORIES, type RetentionCategory } from '@/domain/rules/retention';

/** The records of each category, those with none left out; nothing at all: said so. */
export function DueCounts({ counts, empty }: { counts: Record<RetentionCategory, number>; empty: string }) {
  const { t } = useTranslation();
  const some = RETENTION_CATEGORIES.filter((category) => counts[category] > 0);
  if (some.length === 0) return <p className="mb-0">{empty}</p>;
  return (
    <ul className="retention-counts list-unstyled d-flex flex-wrap gap-2 mb-0">
      {some.map((category) => (
        <li key={category} className="badge text-bg-light border text-wrap text-start">
          {t(`retention.categories.${category}`)}: {counts[category]}
        </li>
      ))}
    </ul>
  );
}
