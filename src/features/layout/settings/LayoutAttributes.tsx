import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { isLanguageCode, languageOf } from '@/i18n/languages';
import { applyBootstrapFor } from '@/shared/lib/bootstrap-css';
import { writeDocumentAttributes } from './settings';
import { selectLayoutSettings, setSetting } from './settings-slice';

/**
 * The one place that writes the layout settings onto the document root, on every
 * change; choosing a language also sets its direction (Arabic right-to-left).
 */
export function LayoutAttributes() {
  const settings = useAppSelector(selectLayoutSettings);
  const dispatch = useAppDispatch();
  const { i18n } = useTranslation();

  useLayoutEffect(() => {
    writeDocumentAttributes(settings);
  }, [settings]);

  useEffect(() => {
    void applyBootstrapFor(settings.direction);
  }, [settings.direction]);

  useEffect(() => {
    const follow = (code: string) => {
      if (isLanguageCode(code)) dispatch(setSetting('direction', languageOf(code).dir));
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [dispatch, i18n]);

  return null;
}
