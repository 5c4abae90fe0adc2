import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HrRecord } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { HrArea } from '@/domain/hr/areas';
import type { LabelContext } from './form-definition';
import { lookupActions } from './lookup-slice';
import { useLabelContext } from './use-label-context';

const SEARCH_DELAY_MS = 250;
const OPTIONS = 20;

export interface ReferencePickerProps {
  /** Names the picker's searches in the store (one per field of a form). */
  lookupKey: string;
  area: HrArea;
  /** The chosen record's id, as text ('' when none). */
  value: string;
  onChange(id: string): void;
  label: (record: HrRecord, context: LabelContext) => string;
  /** The chosen record's name when the form already knows it. */
  knownLabel?: string;
  filters?: Record<string, string>;
  inputId: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A searchable select (the WAI-ARIA combobox with a list box): a click, typing or the arrows
 * open it, typing searches the area on the server, arrows move through the answers, Enter
 * picks, Escape closes.
 */
export function ReferencePicker(props: ReferencePickerProps) {
  const { lookupKey, area, value, onChange, label, knownLabel, filters, inputId, invalid, describedBy, disabled, required } =
    props;
  const { t } = useTranslation();
  const context = useLabelContext();
  const dispatch = useAppDispatch();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const search = useAppSelector((state) => state.lookup[lookupKey]);
  const chosen = useAppSelector((state) => state.lookup[`${lookupKey}#chosen`]);
  const filterKey = JSON.stringify(filters ?? {});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The chosen record's name when only its id is known (a link that prefills the form).
  const chosenRecord = chosen?.items.find((item) => String(item.id) === value);
  useEffect(() => {
    if (value === '' || knownLabel || chosenRecord || chosen?.loading || chosen?.error) return;
    dispatch(lookupActions.search({ key: `${lookupKey}#chosen`, area, id: Number(value) }));
  }, [dispatch, lookupKey, area, value, knownLabel, chosenRecord, chosen?.loading, chosen?.error]);

  useEffect(() => {
    if (!open) return;
    clearTimeout(timer.current);
    const filtersNow = JSON.parse(filterKey) as Record<string, string>;
    timer.current = setTimeout(() => {
      dispatch(
        lookupActions.search({
          key: lookupKey,
          area,
          query: { page: 1, pageSize: OPTIONS, ...(text?.trim() ? { q: text.trim() } : {}), filters: filtersNow },
        }),
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [dispatch, open, text, lookupKey, area, filterKey]);

  const items = search?.items ?? [];
  const chosenLabel = chosenRecord ? label(chosenRecord, context) : (knownLabel ?? '');
  const shown = text ?? (value ? chosenLabel : '');

  const pick = (record: HrRecord | undefined) => {
    if (record) {
      onChange(String(record.id));
      dispatch(lookupActions.remember({ key: `${lookupKey}#chosen`, record }));
    }
    setText(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (items.length === 0 ? 0 : (index + step + items.length) % items.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setText(null);
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="hr-picker position-relative">
      <input
        id={inputId}
        type="text"
        role="combobox"
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && items[active] ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        disabled={disabled}
        placeholder={t('hr.form.searchPlaceholder')}
        value={shown}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          if (event.target.value === '') onChange('');
        }}
        // Not on focus: a refused field is focused to show its error, which the list would cover.
        onClick={() => setOpen(true)}
        onBlur={() => {
          setText(null);
          setOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" className={`dropdown-menu w-100 hr-picker__list${open ? ' show' : ''}`} aria-label={t('hr.form.choices')}>
        {open && search?.loading && items.length === 0 && <li className="dropdown-item-text text-body-secondary">{t('hr.list.loading')}</li>}
        {open && !search?.loading && items.length === 0 && <li className="dropdown-item-text text-body-secondary">{t('hr.form.noChoice')}</li>}
        {items.map((record, index) => (
          <li
            key={record.id}
            id={optionId(index)}
            role="option"
            aria-selected={String(record.id) === value}
            className={`dropdown-item text-wrap${index === active ? ' active' : ''}`}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(record);
            }}
          >
            {label(record, context)}
          </li>
        ))}
      </ul>
    </div>
  );
}
