import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_ACCEPT } from './read-file';

/** A file field that also takes a file dropped anywhere on its zone. */
export function FileDrop({ onFile, disabled }: { onFile(file: File): void; disabled: boolean }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const inputId = useId();
  const hintId = useId();

  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setOver(!disabled);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      className={`import-drop p-4 text-center${over ? ' import-drop--over' : ''}`}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p className="fw-semibold mb-3">{t('hr.import.drop')}</p>
      <label htmlFor={inputId} className="form-label">
        {t('hr.import.fileLabel')}
      </label>
      <input
        id={inputId}
        type="file"
        className="form-control mx-auto import-drop__input"
        accept={IMPORT_ACCEPT}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so that the same file (corrected) can be chosen again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <p id={hintId} className="form-text mb-0 mt-2">
        {t('hr.import.formats')}
      </p>
    </div>
  );
}
