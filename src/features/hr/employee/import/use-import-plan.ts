import { useEffect, useState } from 'react';
import { guessColumns, type ColumnGuess } from './guess-mapping';
import { emptyPlan, type ImportPlan } from './import-values';
import { recall, remember } from './lib/remembered';
import type { ImportTable } from './read-file';

export interface ImportSource {
  name: string;
  kind: 'csv' | 'xlsx';
  table: ImportTable;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A plan kept in the browser: its shape checked, since anything may be in the storage. */
const isPlan =
  (columns: number) =>
  (value: unknown): value is ImportPlan =>
    isRecord(value) &&
    Array.isArray(value.mapping) &&
    value.mapping.length === columns &&
    value.mapping.every((field) => field === null || typeof field === 'string') &&
    isRecord(value.fills) &&
    isRecord(value.choices) &&
    isRecord(value.dateOrders) &&
    isRecord(value.create);

export interface ImportPlanState {
  source: ImportSource | null;
  plan: ImportPlan;
  guesses: ColumnGuess[];
  /** Whether the plan was the one kept for these headers. */
  recalled: boolean;
  open(source: ImportSource | null): void;
  change(update: (plan: ImportPlan) => ImportPlan): void;
}

/**
 * The file read and what the user chose for it: the last choices made for the same
 * headers when the browser kept them, else the guessed columns; kept again on every change.
 */
export function useImportPlan(labelOf: (field: string) => string): ImportPlanState {
  const [source, setSource] = useState<ImportSource | null>(null);
  const [plan, setPlan] = useState<ImportPlan>(emptyPlan(0));
  const [guesses, setGuesses] = useState<ColumnGuess[]>([]);
  const [recalled, setRecalled] = useState(false);

  useEffect(() => {
    if (source) remember(source.table.headers, plan);
  }, [source, plan]);

  const open = (next: ImportSource | null) => {
    setSource(next);
    if (!next) return;
    const { headers } = next.table;
    const guessed = guessColumns(headers, labelOf);
    const kept = recall(headers, isPlan(headers.length));
    setGuesses(guessed);
    setRecalled(Boolean(kept));
    setPlan(kept ?? { ...emptyPlan(headers.length), mapping: guessed.map((guess) => guess.field) });
  };

  return { source, plan, guesses, recalled, open, change: setPlan };
}
