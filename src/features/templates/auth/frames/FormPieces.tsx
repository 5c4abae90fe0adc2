import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The top of a template screen: an optional round icon, the heading and a short text. */
export function FlowHeading({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="text-center mb-4">
      {icon && (
        <span className="d-inline-flex rounded-circle p-3 mb-3 fs-2 bg-primary-subtle text-primary-emphasis">
          {icon}
        </span>
      )}
      <h1 className="h4 text-primary-emphasis">{title}</h1>
      {children && <p className="text-body-secondary mb-0">{children}</p>}
    </div>
  );
}

/**
 * The line telling what a template form did. The live region is always there, so the
 * message is announced when it appears.
 */
export function FlowStatus({ message }: { message: string | null }) {
  return (
    <div role="status" className="mt-3">
      {message && <p className="alert alert-info small mb-0">{message}</p>}
    </div>
  );
}

/** A form's submit button; a spinner shows while its request runs. */
export function SubmitButton({ loading = false, children }: { loading?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary w-100" disabled={loading}>
      {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A labelled checkbox (remember me). */
export function CheckboxField({
  label,
  checked,
  onChange,
  className = 'mb-3',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`form-check ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="form-check-input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}

/**
 * The line under a form that leads to another flow ("Don't have an account? Sign up",
 * "Wait, I remember my password... Click here").
 */
export function OtherFlowLink({ text, link, to }: { text: string; link: string; to: string }) {
  return (
    <p className="text-center text-body-secondary mt-4 mb-0">
      {text}{' '}
      <Link to={to} className="fw-semibold text-nowrap">
        {link}
      </Link>
    </p>
  );
}
