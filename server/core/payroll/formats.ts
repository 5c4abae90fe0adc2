import { frenchDate } from '../hr/messages-fr';
import type { PayrollFormat, PayrollLine } from '@/domain/hr/payroll';

/**
 * The files of a month (docs/payroll.md): the generic CSV, EBP's absences import and Silae's
 * absences as JSON lines. Each is a function of the lines alone, so that the lines kept in the
 * ledger give the same bytes again.
 */

const BOM = '\uFEFF';
const CRLF = '\r\n';

/** 2026-03-02 → 02/03/2026: a file of thousands of lines has a few dozen dates, each written once. */
const FRENCH_DATES = new Map<string, string>();
const dateOf = (date: string) => {
  let written = FRENCH_DATES.get(date);
  if (written === undefined) {
    written = frenchDate(date);
    if (FRENCH_DATES.size < 10_000) FRENCH_DATES.set(date, written);
  }
  return written;
};

/** A quantity with a decimal comma: euros with two decimals, days and hours with what they have (at most two). */
const decimal = (value: number, unit: PayrollLine['unit']) =>
  (unit === 'EUR' ? value.toFixed(2) : String(Math.round(value * 100) / 100)).replace('.', ',');

/** A text field, quoted (a matricule keeps its leading zeros), its quotes doubled. */
const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

const CSV_HEADER = ['matricule', 'code', 'date_debut', 'demi_journee_debut', 'date_fin', 'demi_journee_fin', 'quantite', 'unite', 'periode', 'type_ligne'];

function genericCsv(lines: readonly PayrollLine[]): string {
  const rows = lines.map((line) =>
    [
      quoted(line.matricule),
      quoted(line.code),
      dateOf(line.startDate),
      line.startHalf,
      dateOf(line.endDate),
      line.endHalf,
      decimal(line.quantity, line.unit),
      line.unit,
      line.period,
      line.kind,
    ].join(';'),
  );
  return BOM + [CSV_HEADER.join(';'), ...rows].map((row) => row + CRLF).join('');
}

const EBP_HEADER = ['Matricule', 'Code absence', 'Date', 'Demi-journee', 'Valeur', 'Unite', 'Periode', 'Type'];

/** EBP: one row per day (or half day) of absence; a variable in hours or euros in one row, at its first date. */
function ebp(lines: readonly PayrollLine[]): string {
  const rows: string[] = [];
  for (const line of lines) {
    const sign = line.kind === 'A' ? -1 : 1;
    const days = line.unit === 'J' && line.days ? line.days : [{ date: line.startDate, days: line.quantity }];
    for (const day of days) {
      const half = line.unit !== 'J' || day.days === 1 ? '' : day.date === line.startDate && line.startHalf === 'PM' ? 'PM' : 'AM';
      rows.push([quoted(line.matricule), quoted(line.code), dateOf(day.date), half, decimal(sign * day.days, line.unit), line.unit, line.period, line.kind].join(';'));
    }
  }
  return BOM + [EBP_HEADER.join(';'), ...rows].map((row) => row + CRLF).join('');
}

/** Silae: one JSON object per line, an absence with the fields of Silae's API, another variable as an element of the pay. */
function silae(lines: readonly PayrollLine[], dossier: string): string {
  return lines
    .map((line) => {
      const common = { numeroDossier: dossier, matriculeSalarie: line.matricule, periode: line.period, typeLigne: line.kind };
      if (line.unit !== 'J') {
        return JSON.stringify({ ...common, elementVariable: { code: line.code, valeur: line.quantity, unite: line.unit, dateDebut: line.startDate, dateFin: line.endDate } });
      }
      return JSON.stringify({
        ...common,
        absence: {
          codeAbsence: line.code,
          dateDebutAbsence: line.startDate,
          dateFinAbsence: line.endDate,
          debutApresMidi: line.startHalf === 'PM',
          finMatin: line.endHalf === 'AM',
          nombreJours: line.quantity,
        },
      });
    })
    .map((row) => `${row}\n`)
    .join('');
}

export const FORMAT_TYPES: Readonly<Record<PayrollFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  ebp: 'text/csv; charset=utf-8',
  silae: 'application/x-ndjson; charset=utf-8',
};

/** The file of the lines in a format. */
export function renderPayrollFile(format: PayrollFormat, lines: readonly PayrollLine[], dossier: string): string {
  switch (format) {
    case 'csv':
      return genericCsv(lines);
    case 'ebp':
      return ebp(lines);
    case 'silae':
      return silae(lines, dossier);
  }
}
