import { useState } from 'react';
import type { HrArea } from '@/domain/hr/areas';
import { local } from '@/shared/lib/storage';
import type { ListColumn } from './list-definition';

export const columnChoiceKey = (area: HrArea) => `effectif.columns.${area}`;

function storedChoice(area: HrArea, columns: readonly ListColumn[]): string[] | null {
  try {
    const parsed: unknown = JSON.parse(local.get(columnChoiceKey(area)) ?? 'null');
    if (!Array.isArray(parsed)) return null;
    const known = parsed.filter((key): key is string => columns.some((column) => column.key === key));
    return known.length > 0 ? known : null;
  } catch {
    return null;
  }
}

/** The columns the user shows in an area's list, kept per area on this device; never none. */
export function useColumnChoice(area: HrArea, columns: readonly ListColumn[]) {
  const [visible, setVisible] = useState<string[]>(
    () => storedChoice(area, columns) ?? columns.filter((column) => column.visible !== false).map((column) => column.key),
  );

  const toggle = (key: string) => {
    const next = visible.includes(key) ? visible.filter((shown) => shown !== key) : [...visible, key];
    if (next.length === 0) return;
    setVisible(next);
    local.set(columnChoiceKey(area), JSON.stringify(next));
  };

  return { visible, toggle, shown: columns.filter((column) => visible.includes(column.key)) };
}
