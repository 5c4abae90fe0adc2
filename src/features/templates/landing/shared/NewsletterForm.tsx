import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { credentialErrors, signInSchema } from '@/domain/credentials';

interface NewsletterFormProps {
  /** The button's text ('Send', 'Subscribe', ...). */
  submitLabel: string;
  placeholder?: string;
  className?: string;
}

/** The translation key of what is wrong with the address, or null when it is one (required, email type). */
function emailProblem(email: string): string | null {
  if (email === '') return 'templates.newsletter.emailRequired';
  return signInSchema.shape.email.safeParse(email).success ? null : `validation.${credentialErrors.email}`;
}

/**
 * The newsletter / notify-me form of the landing and status pages. No call exists behind it:
 * a valid address is checked and the status line says plainly that nothing was sent.
 */
export function NewsletterForm({ submitLabel, placeholder, className = '' }: NewsletterFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const found = emailProblem(value);
    setProblem(found);
    setChecked(found ? null : value);
  };

  return (
    <form noValidate autoComplete="off" className={`newsletter-form ${className}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('templates.newsletter.label')}
      </label>
      <div className="input-group has-validation">
        <input
          id={id}
          type="email"
          required
          autoComplete="off"
          className={`form-control ${problem ? 'is-invalid' : ''}`}
          placeholder={placeholder ?? t('templates.newsletter.placeholder')}
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
        {problem && (
          <div id={`${id}-error`} className="invalid-feedback">
            {t(problem)}
          </div>
        )}
      </div>
      <p role="status" className="newsletter-form__status small mt-2 mb-0">
        {checked && t('templates.newsletter.notSent', { email: checked })}
      </p>
    </form>
  );
}
