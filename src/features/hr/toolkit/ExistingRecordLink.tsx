import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

/**
 * After a "this day is already recorded" error: a link to the record of the same area that holds the
 * value (the error's `params.id`), from the create page (`…/new`) or the edit page (`…/:id/edit`).
 */
export function ExistingRecordLink({ id: existing }: { id: string }) {
  const { t } = useTranslation();
  const { id: editing } = useParams();
  if (!/^\d+$/.test(existing)) return null;
  return (
    <>
      {' '}
      <Link to={`${editing ? '../..' : '..'}/${existing}`} relative="path">
        {t('validation.openExisting')}
      </Link>
    </>
  );
}
