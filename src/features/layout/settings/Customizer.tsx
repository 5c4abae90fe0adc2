import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SETTING_NAMES, VERTICAL_ONLY, optionsOf, type SettingName, type SettingValue } from './settings';
import { resetSettings, selectLayoutSettings, setSetting } from './settings-slice';

function SettingGroup<K extends SettingName>({ name, value }: { name: K; value: SettingValue<K> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <fieldset className="mb-4">
      <legend className="fs-6 fw-semibold mb-2">{t(`customizer.${name}.title`)}</legend>
      <div className="d-flex flex-wrap gap-2">
        {optionsOf(name).map((option) => {
          const id = `setting-${name}-${option}`;
          return (
            <div key={option}>
              <input
                type="radio"
                className="btn-check"
                name={`setting-${name}`}
                id={id}
                value={option}
                checked={value === option}
                onChange={() => dispatch(setSetting(name, option))}
              />
              <label className="btn btn-sm btn-outline-primary customizer-option" htmlFor={id}>
                {t(`customizer.${name}.options.${option}`)}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The drawer of the nine layout settings, with a reset to the defaults. */
export function Customizer({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectLayoutSettings);
  const shown = SETTING_NAMES.filter(
    (name) => settings.layout === 'vertical' || !VERTICAL_ONLY.includes(name),
  );
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="customizer-title">
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="customizer-title" as="h2" className="h5">
          {t('customizer.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <p className="text-body-secondary small">{t('customizer.subtitle')}</p>
        {shown.map((name) => (
          <SettingGroup key={name} name={name} value={settings[name]} />
        ))}
      </Offcanvas.Body>
      <div className="offcanvas-footer border-top p-3">
        <button type="button" className="btn btn-outline-secondary w-100" onClick={() => dispatch(resetSettings())}>
          {t('customizer.reset')}
        </button>
      </div>
    </Offcanvas>
  );
}
