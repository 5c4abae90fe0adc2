import { useTranslation } from 'react-i18next';
import { languageOf, type LanguageCode } from '@/i18n/languages';
import { GlobeIcon } from '@/shared/ui/icons';
import { MenuButton } from '@/shared/ui/MenuButton';

/** The eight languages the template screens list, in order. */
export const TEMPLATE_LANGUAGES: readonly LanguageCode[] = ['en', 'sp', 'gr', 'fr', 'jp', 'it', 'ru', 'ar'];

/** The template screens' language dropdown: each language in its own name; choosing one switches to it. */
export function TemplateLanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = languageOf(i18n.language as LanguageCode);
  return (
    <MenuButton
      buttonClassName="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-2"
      label={
        <>
          <GlobeIcon />
          <span className="visually-hidden">{t('language.label')}: </span>
          <span lang={current.tag}>{current.nativeName}</span>
        </>
      }
    >
      {TEMPLATE_LANGUAGES.map((code) => {
        const language = languageOf(code);
        return (
          <button
            key={code}
            type="button"
            role="menuitem"
            tabIndex={-1}
            lang={language.tag}
            className={`dropdown-item ${code === i18n.language ? 'active' : ''}`}
            aria-current={code === i18n.language ? 'true' : undefined}
            onClick={() => void i18n.changeLanguage(code)}
          >
            {language.nativeName}
          </button>
        );
      })}
    </MenuButton>
  );
}
