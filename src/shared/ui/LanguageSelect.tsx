import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguageCode } from '@/i18n/languages';
import { GlobeIcon } from './icons';

/** The nine languages, each in its own name; the choice is kept in the `lang` cookie. */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`language-select d-inline-flex align-items-center gap-2 ${className}`}>
      <label htmlFor={id} className="mb-0 d-inline-flex align-items-center">
        <GlobeIcon />
        <span className="visually-hidden">{t('language.label')}</span>
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={i18n.language}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) void i18n.changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.tag}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
