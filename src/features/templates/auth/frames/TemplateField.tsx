import { useId } from 'react';
import { PasswordInput } from '@/shared/ui/PasswordInput';

interface TemplateFieldProps {
  /** Given when the page moves focus to the field; made up otherwise. */
  id?: string;
  label: string;
  type: 'email' | 'text' | 'tel' | 'password';
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** The message shown beside the field, already in the user's language. */
  error?: string;
  /** A rule shown under the field, read with it. */
  hint?: string;
  required?: boolean;
  inputMode?: 'email' | 'tel' | 'text';
}

/** A labelled field of the template forms, its message beside it and tied to it. */
export function TemplateField({ id: givenId, label, type, value, onChange, placeholder, error, hint, required, inputMode }: TemplateFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  const shared = {
    id,
    value,
    placeholder,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  } as const;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {type === 'password' ? (
        <PasswordInput {...shared} invalid={Boolean(error)} />
      ) : (
        <input
          {...shared}
          type={type}
          inputMode={inputMode}
          // An address or a number reads left to right even on a right-to-left page.
          dir={type === 'email' || type === 'tel' ? 'auto' : undefined}
          className={`form-control ${error ? 'is-invalid' : ''}`}
        />
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
