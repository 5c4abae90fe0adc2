import type { AreaItem } from '@/contract/areas';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ApiErrorInfo } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PHOTO_MEDIA_TYPES, photoProblem } from '@/domain/rules/photo';
import { formatNumber } from '@/shared/lib/format';
import { EmployeeAvatar } from '@/shared/ui/EmployeeAvatar';
import { useErrorText } from '@/shared/ui/use-error-text';
import { useMayOnHrRecord } from '@/features/hr/toolkit/record-access';
import { asLinked } from '../list';
import { employeePhotoActions } from './photo-slice';
import { readPhoto } from './read-photo';

const megabytes = (bytes: number) => formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10);

/** The server's refusal codes, as the photo's own messages say them. */
const SERVER_PROBLEMS: Record<string, string> = {
  tooLarge: 'rule',
  invalidChoice: 'invalidType',
  invalidType: 'invalidType',
  required: 'empty',
};

function useRefusalText(): (error: ApiErrorInfo) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (error) => {
    const problem = SERVER_PROBLEMS[error.fieldErrors?.photo?.code ?? ''];
    return problem ? t(`hr.employee.photo.errors.${problem}`) : errorText(error);
  };
}

/**
 * The employee's photo and "Change the photo": a JPEG, PNG or WebP of 2 MB at most, anything
 * else refused before it is sent; the server's own refusal is told too.
 */
export function EmployeePhoto({ record }: { record: AreaItem<'employee'> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const refusalText = useRefusalText();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const upload = useAppSelector((state) => state.employeePhoto);
  const mine = upload.employeeId === record.id;
  const uploading = mine && upload.status === 'uploading';
  const mayChange = useMayOnHrRecord('employee', 'update', record);

  useEffect(() => {
    if (!mine || upload.status !== 'done') return;
    toast.success(t('hr.employee.photo.updated'));
    dispatch(employeePhotoActions.reset());
  }, [mine, upload.status, t, dispatch]);
  useEffect(() => () => void dispatch(employeePhotoActions.reset()), [dispatch]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      dispatch(employeePhotoActions.reset());
      setRefused(t(`hr.employee.photo.errors.${problem}`, { size: megabytes(file.size) }));
      return;
    }
    setRefused(null);
    try {
      dispatch(employeePhotoActions.upload({ employeeId: record.id, photo: await readPhoto(file) }));
    } catch {
      setRefused(t('hr.employee.photo.errors.unreadable'));
    }
  };

  const message = refused ?? (mine && upload.status === 'failed' && upload.error ? refusalText(upload.error) : null);
  return (
    <div className="d-flex flex-wrap align-items-center gap-3">
      <EmployeeAvatar employee={asLinked(record)} size={96} className="border" />
      <div>
        {mayChange && (
          <>
            <input
              ref={input}
              type="file"
              className="d-none"
              accept={PHOTO_MEDIA_TYPES.join(',')}
              aria-label={t('hr.employee.photo.file')}
              onChange={(event) => void choose(event)}
            />
            <button
              type="button"
              className="btn btn-outline-primary btn-sm employee-outline"
              disabled={uploading}
              aria-describedby={hintId}
              onClick={() => input.current?.click()}
            >
              {uploading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t(uploading ? 'hr.employee.photo.uploading' : 'hr.employee.photo.change')}
            </button>
            <div id={hintId} className="form-text">
              {t('hr.employee.photo.hint')}
            </div>
          </>
        )}
        <div aria-live="polite">
          {message && (
            <div className="small text-danger-emphasis mt-1" role="alert">
              {message}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
