import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HrRecord } from '@/api';
import type { AreaFormDefinition } from './form-definition';
import { useMayOnHrRecord } from './record-access';

/** A record's own actions, Edit and Delete — each shown only to a user allowed it on this record. */
export function RecordButtons({ definition, record, onDelete }: { definition: AreaFormDefinition; record: HrRecord; onDelete(): void }) {
  const { t } = useTranslation();
  const mayUpdate = useMayOnHrRecord(definition.area, 'update', record);
  const mayDelete = useMayOnHrRecord(definition.area, 'delete', record);
  return (
    <>
      {definition.Actions && <definition.Actions record={record} />}
      {mayUpdate && (
        <Link to="edit" className="btn btn-primary btn-sm">
          {t('hr.detail.edit')}
        </Link>
      )}
      {mayDelete && definition.deletable !== false && (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onDelete}>
          {t('hr.detail.delete')}
        </button>
      )}
    </>
  );
}
