import { useId, type ChangeEvent } from 'react';

interface ContactFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated problem, shown under the field. */
  error?: string;
  type?: 'text' | 'email';
  multiline?: boolean;
}

/** A labelled field of the contact form with its message beside it. */
export function ContactField({ label, placeholder, value, onChange, error, type = 'text', multiline }: ContactFieldProps) {
  const id = useId();
  const common = {
    id,
    className: `form-control ${error ? 'is-invalid' : ''}`,
    placeholder,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {multiline ? <textarea rows={5} {...common} /> : <input type={type} {...common} />}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
