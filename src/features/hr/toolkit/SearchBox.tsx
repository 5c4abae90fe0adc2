import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search the list shows now (from the address). */
  value: string;
  /** Called once typing pauses for 300 ms. */
  onSearch(q: string): void;
}

/** A labelled search box that asks for the list only once typing pauses. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed under us (back, forward, "clear"): show its search.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="hr-search">
      <label htmlFor={id} className="visually-hidden">
        {t('hr.list.search')}
      </label>
      <input
        id={id}
        type="search"
        className="form-control"
        placeholder={t('hr.list.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
      />
    </div>
  );
}
