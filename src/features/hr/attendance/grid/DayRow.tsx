import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { useMayOnRecord } from '@/features/auth';
import { renderCell } from '@/features/hr/toolkit/cells';
import { useLabelContext } from '@/features/hr/toolkit/use-label-context';
import { attendanceList } from '../list';
import type { NewDayDefaults } from './day-input';
import type { DayLine } from './employee-month';
import { FlagBadges } from './FlagBadges';
import { EditCell } from './EditCell';
import { longDay, shortDay } from './grid-month';
import { attendanceGridActions, type DaySave } from './grid-slice';
import { EDITABLE_FIELDS, dayKey, type AttendanceDay, type DayChanges, type EditableField } from './grid-types';
import { useSaveErrorText } from './use-save-error-text';
import { useDuration } from './duration';

const STATUS_COLUMN = attendanceList.columns.find((column) => column.key === 'status');

const storedValues = (day: AttendanceDay | undefined): Record<EditableField, string> => ({
  checkIn: day?.checkIn ?? '',
  checkOut: day?.checkOut ?? '',
  breakMinutes: day ? String(day.breakMinutes) : '',
});

/** The typed values that differ from the stored ones. */
const differing = (drafts: DayChanges, stored: Record<EditableField, string>): DayChanges =>
  Object.fromEntries(Object.entries(drafts).filter(([field, value]) => value !== stored[field as EditableField]));

export interface DayRowProps {
  line: DayLine;
  employeeId: number;
  save: DaySave | undefined;
  defaults: NewDayDefaults;
  languageTag: string;
}

/**
 * A day of the employee's month: its status, the check-in, check-out and break typed in
 * place (written on leaving a cell or on Enter, cancelled with Escape) — or shown, to a user
 * who may not write them — the time worked and the rules the day breaks.
 */
export function DayRow({ line, employeeId, save, defaults, languageTag }: DayRowProps) {
  const { t } = useTranslation();
  const formatDuration = useDuration();
  const context = { ...useLabelContext(), area: 'attendance' as const };
  const dispatch = useAppDispatch();
  const saveErrorText = useSaveErrorText();
  const { day, date } = line;
  const stored = storedValues(day);
  // A day recorded is changed, a day not yet recorded is created: each asks its own permission.
  const mayWrite = useMayOnRecord('attendance', day ? 'update' : 'create', employeeId);
  const [drafts, setDrafts] = useState<DayChanges>({});
  // The changes last sent: not sent again while they are on their way, nor once refused.
  const lastSent = useRef('');

  // A new version stored (this row's write, or a reload): what was typed and is now stored is done.
  const version = day?.version ?? 0;
  const [seenVersion, setSeenVersion] = useState(version);
  if (version !== seenVersion) {
    setSeenVersion(version);
    setDrafts((current) => differing(current, stored));
  }

  const commit = (field: EditableField) => {
    const changes = differing(drafts, stored);
    if (Object.keys(changes).length === 0) return;
    const signature = JSON.stringify(changes);
    if (signature === lastSent.current && save && save.status !== 'saved') return;
    lastSent.current = signature;
    dispatch(attendanceGridActions.saveDay({ employeeId, date, field, changes, defaults }));
  };

  const cancel = (field: EditableField) => {
    const { [field]: _dropped, ...rest } = drafts;
    setDrafts(rest);
    lastSent.current = '';
    if (save?.status === 'failed') dispatch(attendanceGridActions.dismissSave(dayKey(employeeId, date)));
  };

  const errors = save?.status === 'failed' && save.error ? saveErrorText(save.error, save.field) : {};
  const off = line.weekend || line.holiday !== undefined;
  return (
    <tr className={off ? 'att-off' : undefined} data-day={date}>
      <th scope="row" className="fw-normal text-nowrap">
        <span className={off ? 'text-body-secondary' : 'fw-semibold'}>{shortDay(languageTag, date)}</span>
        {line.holiday && (
          <span className="d-block small text-body-secondary">
            {t(`calendar.holidays.${line.holiday.key}`, { defaultValue: line.holiday.name })}
          </span>
        )}
      </th>
      <td>{day && STATUS_COLUMN ? renderCell(STATUS_COLUMN, day, context) : <span className="text-body-secondary">—</span>}</td>
      {EDITABLE_FIELDS.map((field) =>
        mayWrite ? (
          <EditCell
            key={field}
            field={field}
            label={t('hr.attendance.grid.cellLabel', { field: t(`hr.attendance.fields.${field}`), day: longDay(languageTag, date) })}
            value={drafts[field] ?? stored[field]}
            saving={save?.status === 'saving' && save.field === field}
            saved={save?.status === 'saved' && save.field === field}
            error={errors[field]}
            onChange={(value) => setDrafts((current) => ({ ...current, [field]: value }))}
            onCommit={() => commit(field)}
            onCancel={() => cancel(field)}
          />
        ) : (
          <td key={field}>{stored[field] || <span className="text-body-secondary">—</span>}</td>
        ),
      )}
      <td className="text-end text-nowrap" data-worked>
        {day?.checkIn && day.checkOut ? formatDuration(line.workedMinutes) : <span className="text-body-secondary">—</span>}
      </td>
      <td>
        <FlagBadges flags={line.flags} />
      </td>
    </tr>
  );
}
