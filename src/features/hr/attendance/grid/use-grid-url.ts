import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isIsoMonth, localIsoMonth } from '@/domain/rules/calendar';
import type { GridMode } from './grid-types';

const idText = (raw: string | null) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? raw : '');

/**
 * What the grid shows, kept in the address (`?mode=service&serviceId=4&month=2026-03`):
 * a reload or a shared link opens the same month of the same person or service. Both
 * choices are kept, so that switching modes back and forth loses neither.
 */
export function useGridUrl() {
  const [params, setParams] = useSearchParams();
  const mode: GridMode = params.get('mode') === 'service' ? 'service' : 'employee';
  const rawMonth = params.get('month');
  const month = isIsoMonth(rawMonth) ? rawMonth : localIsoMonth();
  const employeeId = idText(params.get('employeeId'));
  const serviceId = idText(params.get('serviceId'));

  const change = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    mode,
    month,
    employeeId,
    serviceId,
    /** The chosen id of the mode shown ('' when none). */
    selectedId: mode === 'employee' ? employeeId : serviceId,
    setMode: useCallback((next: GridMode) => change({ mode: next === 'employee' ? '' : next }), [change]),
    setMonth: useCallback((next: string) => change({ month: next }), [change]),
    setEmployeeId: useCallback((id: string) => change({ employeeId: id }), [change]),
    setServiceId: useCallback((id: string) => change({ serviceId: id }), [change]),
  };
}
