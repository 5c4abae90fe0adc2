import type { ComponentType } from 'react';
import type { HrArea } from '@/domain/hr/areas';
import { AREA_MODULES } from './areas';
import type { AreaFormDefinition } from './toolkit/form-definition';
import type { AreaListDefinition } from './toolkit/list-definition';

/** An area's list definition, loaded on demand from its module (exports need its columns). */
export const loadAreaListDefinition = (area: HrArea): Promise<AreaListDefinition> => AREA_MODULES[area].list();

/** An area's form definition (its fields, schema and labels), from its module. */
export const loadAreaFormDefinition = (area: HrArea): Promise<AreaFormDefinition> => AREA_MODULES[area].form();

export type AreaListPage = ComponentType<{ title: string }>;
export type RecordPage = ComponentType;

/** The list page of an area, loaded on demand (for the router's `lazy`). */
export async function loadAreaListPage(area: HrArea): Promise<AreaListPage> {
  const [{ ResourceListPage }, definition] = await Promise.all([import('./toolkit/ResourceListPage'), loadAreaListDefinition(area)]);
  return function AreaListPage({ title }: { title: string }) {
    return <ResourceListPage definition={definition} title={title} />;
  };
}

/** The create or edit page of an area, loaded on demand. */
export async function loadAreaFormPage(area: HrArea): Promise<RecordPage> {
  const [{ ResourceFormPage }, definition] = await Promise.all([import('./toolkit/ResourceFormPage'), loadAreaFormDefinition(area)]);
  return function AreaFormPage() {
    return <ResourceFormPage definition={definition} />;
  };
}

/** The page of one record of an area, loaded on demand. */
export async function loadAreaDetailPage(area: HrArea): Promise<RecordPage> {
  const [{ ResourceDetailPage }, definition] = await Promise.all([import('./toolkit/ResourceDetailPage'), loadAreaFormDefinition(area)]);
  return function AreaDetailPage() {
    return <ResourceDetailPage definition={definition} />;
  };
}
