import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN_PLACEHOLDERS } from '@/domain/hr/email-pattern';

/**
 * How an e-mail is given for the rows without one: "@domain", or a pattern with
 * placeholders (src/domain/hr/email-pattern.ts); the backend numbers an address already used.
 */
export function EmailPatternHint({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="form-text small mt-1">
      <p className="mb-1">{t('hr.import.emailPatternHint')}</p>
      <details>
        <summary>{t('hr.import.emailPatternMore')}</summary>
        <ul className="list-unstyled mb-1 mt-1">
          {EMAIL_PATTERN_PLACEHOLDERS.map((name) => (
            <li key={name}>
              <code>{`{${name}}`}</code> {t(`hr.import.emailPlaceholders.${name}`)}
            </li>
          ))}
        </ul>
        <p className="mb-0">{t('hr.import.emailPatternExample')}</p>
      </details>
    </div>
  );
}
