import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { valueLabelKey } from '@/features/hr/toolkit/list-definition';
import { formatNumber } from '@/shared/lib/format';
import { useErrorText } from '@/shared/ui/use-error-text';
import { BuiltEmails } from './BuiltEmails';
import { FileDrop } from './FileDrop';
import { FillPanel } from './FillPanel';
import { IMPORT_DEFAULTS, IMPORT_FIELDS, importField, importFieldLabelKey } from './import-fields';
import { ImportDone } from './ImportDone';
import { ImportStep } from './ImportStep';
import { ImportProgress } from './ImportProgress';
import { ImportReport } from './ImportReport';
import { employeeImportActions, selectEmployeeImport } from './import-slice';
import { emailPatternsOf, toImportRows, wrongPatterns, type ImportPlan } from './import-values';
import { dateOrderOf } from './lib/dates';
import { MappingTable } from './MappingTable';
import { MissingPanel } from './MissingPanel';
import { ImportFileError, kindOf, readImportFile, type ImportFileProblem } from './read-file';
import { useImportPlan } from './use-import-plan';
import { ValueChoices } from './ValueChoices';
import './import.css';

/**
 * /effectif/employee/import: a CSV or XLSX file read in the browser, its columns mapped to
 * the employee's fields, values given on screen for what the file lacks, its choice values
 * matched, a dry run that reports what to fix (and the names to create), then the import
 * of all the rows or none.
 */
export default function EmployeeImportPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const state = useAppSelector(selectEmployeeImport);
  const label = (field: string) => t(importFieldLabelKey(field));
  const { source, plan, guesses, recalled, open, change } = useImportPlan(label);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<ImportFileProblem | null>(null);
  const result = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    dispatch(employeeImportActions.reset());
  }, [dispatch]);

  // The outcome of a check or an import takes the focus, so that it is read out.
  useEffect(() => {
    if (['checked', 'rejected', 'imported', 'failed'].includes(state.status)) result.current?.focus();
  }, [state.status]);

  const rows = useMemo(
    () => (source ? toImportRows(source.table.rows, plan, (field, value) => t(valueLabelKey('employee', field, value))) : []),
    [source, plan, t],
  );
  const ambiguousDates = useMemo(
    () =>
      source
        ? plan.mapping.filter((name, index): name is string =>
            Boolean(name && importField(name)?.kind === 'date' && dateOrderOf(source.table.rows.map((row) => row[index] ?? '')) === null),
          )
        : [],
    [source, plan.mapping],
  );
  const busy = reading || state.status === 'checking' || state.status === 'importing';
  const missing = IMPORT_FIELDS.filter(
    (field) => field.required && !(field.name in IMPORT_DEFAULTS) && !plan.mapping.includes(field.name) && !plan.fills[field.name],
  );
  const unanswered = ambiguousDates.filter((field) => !plan.dateOrders[field]);
  const emailPatterns = useMemo(() => emailPatternsOf(plan), [plan]);

  const edit = (update: (current: ImportPlan) => ImportPlan) => {
    dispatch(employeeImportActions.edited());
    change(update);
  };

  const choose = async (file: File) => {
    dispatch(employeeImportActions.reset());
    setProblem(null);
    open(null);
    setReading(true);
    try {
      const table = await readImportFile(file);
      open({ name: file.name, kind: kindOf(file) ?? 'csv', table });
    } catch (error) {
      setProblem(error instanceof ImportFileError ? error.problem : 'unreadable');
    } finally {
      setReading(false);
    }
  };

  // A field fills one column: the one it was given to before lets it go.
  const map = (column: number, field: string | null) =>
    edit((current) => ({
      ...current,
      mapping: current.mapping.map((given, index) => (index === column ? field : given === field ? null : given)),
    }));

  const request = { rows, create: plan.create, emailPatterns };

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
        <ImportDone
          count={state.count}
          headingRef={result}
          onAnother={() => {
            dispatch(employeeImportActions.reset());
            open(null);
          }}
        />
      ) : (
        <>
          <ImportStep id="file" title={t('hr.import.stepFile')}>
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
                <div className="mt-3" role="status">
                  <p className="mb-0">{t('hr.import.fileSummary', { name: source.name, rows: formatNumber(source.table.rows.length) })}</p>
                  {recalled && <p className="mb-0 small text-body-secondary">{t('hr.import.recalled')}</p>}
                </div>
              )}
          </ImportStep>

          {source && (
            <>
              <ImportStep id="mapping" title={t('hr.import.stepMapping')}>
                  <MappingTable table={source.table} mapping={plan.mapping} guesses={guesses} disabled={busy} onMap={map} />
              </ImportStep>
              <ImportStep id="fill" title={t('hr.import.stepFill')}>
                  <FillPanel
                    plan={plan}
                    disabled={busy}
                    onFill={(field, value) => edit((current) => ({ ...current, fills: { ...current.fills, [field]: value } }))}
                  />
                  {missing.length > 0 && (
                    <div className="alert alert-warning mt-3 mb-0">
                      {t('hr.import.missing', { fields: missing.map((field) => label(field.name)).join(', ') })}
                    </div>
                  )}
              </ImportStep>
              <ImportStep id="values" title={t('hr.import.stepValues')}>
                  <ValueChoices
                    table={source.table}
                    plan={plan}
                    ambiguousDates={ambiguousDates}
                    disabled={busy}
                    onChoose={(field, key, option) =>
                      edit((current) => ({ ...current, choices: { ...current.choices, [field]: { ...current.choices[field], [key]: option } } }))
                    }
                    onDateOrder={(field, order) => edit((current) => ({ ...current, dateOrders: { ...current.dateOrders, [field]: order } }))}
                  />
              </ImportStep>
              <ImportStep id="run" title={t('hr.import.stepRun')} last>
                  <div className="d-flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn btn-outline-secondary"
                      disabled={busy || !plan.mapping.some(Boolean) || unanswered.length > 0 || wrongPatterns(plan).length > 0}
                      onClick={() => dispatch(employeeImportActions.check(request))}
                    >
                      {state.status === 'checking' ? t('hr.import.checking') : t('hr.import.check')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-primary"
                      disabled={state.status !== 'checked'}
                      onClick={() => dispatch(employeeImportActions.importRows(request))}
                    >
                      {t('hr.import.run', { rows: formatNumber(rows.length) })}
                    </button>
                  </div>
                  {unanswered.length > 0 && <p className="form-text mb-0 mt-2">{t('hr.import.dateOrderFirst')}</p>}
                  <MissingPanel
                    missing={state.missing}
                    create={plan.create}
                    disabled={busy}
                    onCreate={(field, parent) => edit((current) => ({ ...current, create: { ...current.create, [field]: parent } }))}
                  />
                  {state.status === 'checked' && (
                    <div className="alert alert-success mt-3 mb-0">
                      <h3 ref={result} tabIndex={-1} className="h6 mb-0">
                        {t('hr.import.checked', { rows: formatNumber(state.count) })}
                      </h3>
                    </div>
                  )}
                  {(state.status === 'checking' || state.status === 'importing') && state.phase && (
                    <ImportProgress phase={state.phase} done={state.done} total={state.total} writes={state.status === 'importing'} />
                  )}
                  {state.status === 'rejected' && (
                    <ImportReport
                      report={state.report}
                      source={source}
                      mapping={plan.mapping}
                      built={state.built}
                      patterns={emailPatterns}
                      headingRef={result}
                    />
                  )}
                  {(state.status === 'checked' || state.status === 'rejected') && (
                    <BuiltEmails built={state.built} rows={rows} patterns={emailPatterns} />
                  )}
                  {state.status === 'failed' && state.error && (
                    <div className="alert alert-danger mt-3 mb-0" role="alert">
                      <h3 ref={result} tabIndex={-1} className="h6 mb-1">
                        {t('hr.import.failed')}
                      </h3>
                      <p className="mb-0">{errorText(state.error)}</p>
                    </div>
                  )}
              </ImportStep>
            </>
          )}
        </>
      )}
    </div>
  );
}
