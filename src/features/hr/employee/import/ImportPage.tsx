import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { fieldLabelKey, valueLabelKey } from '@/features/hr/toolkit/list-definition';
import { formatNumber } from '@/shared/lib/format';
import { useErrorText } from '@/shared/ui/use-error-text';
import { FileDrop } from './FileDrop';
import { guessMapping } from './guess-mapping';
import { IMPORT_DEFAULTS, IMPORT_FIELDS } from './import-fields';
import { ImportProgress } from './ImportProgress';
import { ImportReport } from './ImportReport';
import { employeeImportActions, selectEmployeeImport } from './import-slice';
import { toImportRows } from './import-values';
import { MappingTable } from './MappingTable';
import { ImportFileError, readImportFile, type ImportFileProblem, type ImportTable } from './read-file';
import './import.css';

interface Source {
  name: string;
  table: ImportTable;
}

/**
 * /effectif/employee/import: a CSV or XLSX file read in the browser, its columns mapped to
 * the employee's fields, a dry run that reports every wrong row, then the import of all
 * the rows or none.
 */
export default function EmployeeImportPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const state = useAppSelector(selectEmployeeImport);
  const [source, setSource] = useState<Source | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<ImportFileProblem | null>(null);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const result = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    dispatch(employeeImportActions.reset());
  }, [dispatch]);

  // The outcome of a check or an import takes the focus, so that it is read out.
  useEffect(() => {
    if (['checked', 'rejected', 'imported', 'failed'].includes(state.status)) result.current?.focus();
  }, [state.status]);

  const label = (field: string) => t(fieldLabelKey('employee', field));
  const rows = useMemo(
    () => (source ? toImportRows(source.table.rows, mapping, (field, value) => t(valueLabelKey('employee', field, value))) : []),
    [source, mapping, t],
  );
  const busy = reading || state.status === 'checking' || state.status === 'importing';
  const missing = IMPORT_FIELDS.filter((field) => field.required && !(field.name in IMPORT_DEFAULTS) && !mapping.includes(field.name));

  const choose = async (file: File) => {
    dispatch(employeeImportActions.reset());
    setProblem(null);
    setSource(null);
    setReading(true);
    try {
      const table = await readImportFile(file);
      setSource({ name: file.name, table });
      setMapping(guessMapping(table.headers, label));
    } catch (error) {
      setProblem(error instanceof ImportFileError ? error.problem : 'unreadable');
    } finally {
      setReading(false);
    }
  };

  const map = (column: number, field: string | null) => {
    dispatch(employeeImportActions.reset());
    // A field fills one column: the one it was given to before lets it go.
    setMapping((current) => current.map((given, index) => (index === column ? field : given === field ? null : given)));
  };

  const startOver = () => {
    dispatch(employeeImportActions.reset());
    setSource(null);
  };

  return (
    <div className="container-fluid py-4">
      <nav aria-label={t('layout.breadcrumb')}>
        <ol className="breadcrumb small mb-2">
          <li className="breadcrumb-item">{t('app.name')}</li>
          <li className="breadcrumb-item">
            {/* Bootstrap's link blue is too light on the page's grey: its emphasis shade reads. */}
            <Link to=".." relative="path" className="text-primary-emphasis">
              {t('menu.employee')}
            </Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {t('hr.import.open')}
          </li>
        </ol>
      </nav>
      <h1 className="h4">{t('hr.import.title')}</h1>
      <p className="text-body-secondary">{t('hr.import.intro')}</p>

      {state.status === 'imported' ? (
        <section className="card" aria-labelledby="import-done-title">
          <div className="card-body">
            <div className="alert alert-success mb-3">
              <h2 id="import-done-title" ref={result} tabIndex={-1} className="h6 mb-1">
                {t('hr.import.doneTitle')}
              </h2>
              <p className="mb-0">{t('hr.import.doneText', { rows: formatNumber(state.count) })}</p>
            </div>
            <div className="d-flex flex-wrap gap-2">
              <Link to=".." relative="path" className="btn btn-primary">
                {t('hr.import.toList')}
              </Link>
              <button type="button" className="btn btn-outline-secondary" onClick={startOver}>
                {t('hr.import.another')}
              </button>
            </div>
          </div>
        </section>
      ) : (
        <>
          <section className="card mb-3" aria-labelledby="import-file-title">
            <div className="card-body">
              <h2 id="import-file-title" className="h5">
                {t('hr.import.stepFile')}
              </h2>
              <FileDrop onFile={(file) => void choose(file)} disabled={busy} />
              {reading && (
                <p className="mt-3 mb-0" role="status">
                  {t('hr.import.reading')}
                </p>
              )}
              {problem && (
                <div className="alert alert-danger mt-3 mb-0" role="alert">
                  {t(`hr.import.problems.${problem}`)}
                </div>
              )}
              {source && (
                <p className="mt-3 mb-0" role="status">
                  {t('hr.import.fileSummary', { name: source.name, rows: formatNumber(source.table.rows.length) })}
                </p>
              )}
            </div>
          </section>

          {source && (
            <section className="card mb-3" aria-labelledby="import-mapping-title">
              <div className="card-body">
                <h2 id="import-mapping-title" className="h5">
                  {t('hr.import.stepMapping')}
                </h2>
                <MappingTable table={source.table} mapping={mapping} disabled={busy} onMap={map} />
                {missing.length > 0 && (
                  <div className="alert alert-warning mt-3 mb-0">
                    {t('hr.import.missing', { fields: missing.map((field) => label(field.name)).join(', ') })}
                  </div>
                )}
                <p className="form-text mb-0 mt-2">{t('hr.import.defaults')}</p>
              </div>
            </section>
          )}

          {source && (
            <section className="card" aria-labelledby="import-run-title">
              <div className="card-body">
                <h2 id="import-run-title" className="h5">
                  {t('hr.import.stepRun')}
                </h2>
                <div className="d-flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    disabled={busy || !mapping.some(Boolean)}
                    onClick={() => dispatch(employeeImportActions.check(rows))}
                  >
                    {state.status === 'checking' ? t('hr.import.checking') : t('hr.import.check')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={state.status !== 'checked'}
                    onClick={() => dispatch(employeeImportActions.importRows(rows))}
                  >
                    {t('hr.import.run', { rows: formatNumber(rows.length) })}
                  </button>
                </div>
                {state.status === 'checked' && (
                  <div className="alert alert-success mt-3 mb-0">
                    <h3 ref={result} tabIndex={-1} className="h6 mb-0">
                      {t('hr.import.checked', { rows: formatNumber(state.count) })}
                    </h3>
                  </div>
                )}
                {state.status === 'importing' && state.phase && (
                  <ImportProgress phase={state.phase} done={state.done} total={state.total} />
                )}
                {state.status === 'rejected' && (
                  <ImportReport report={state.report} table={source.table} mapping={mapping} headingRef={result} />
                )}
                {state.status === 'failed' && state.error && (
                  <div className="alert alert-danger mt-3 mb-0" role="alert">
                    <h3 ref={result} tabIndex={-1} className="h6 mb-1">
                      {t('hr.import.failed')}
                    </h3>
                    <p className="mb-0">{errorText(state.error)}</p>
                  </div>
                )}
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}
