import type { HrArea } from '@/domain/hr/areas';
import { privateFieldsOf } from '@/domain/private-data';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import { holds } from './area-reach';
import { scopeOf } from './scope';

const without = (record: object, fields: readonly string[]) => Object.fromEntries(Object.entries(record).filter(([field]) => !fields.includes(field)));

/** A record without its private fields, nor the warnings about them (a salary outside its range tells of its amount). */
function withoutPrivate<R extends object>(record: R, fields: readonly string[]): R {
  const kept = without(record, fields);
  if (typeof kept.warnings === 'object' && kept.warnings !== null) {
    const warnings = without(kept.warnings, fields);
    if (Object.keys(warnings).length > 0) kept.warnings = warnings;
    else delete kept.warnings;
  }
  return kept as R;
}

/**
 * What the session is answered of the area's records: each one whole when its reach of
 * `readPrivate` holds it, else without its private fields (src/domain/private-data.ts) —
 * absent, not masked.
 */
export async function privacyOf(area: HrArea, session: Session, ctx: AppContext): Promise<<R extends object>(record: R) => R> {
  const fields = privateFieldsOf(area);
  if (fields.length === 0) return (record) => record;
  const scope = await scopeOf(session, area, 'readPrivate', ctx);
  if (scope.all) return (record) => record;
  return (record) => (holds(area, scope, record) ? record : withoutPrivate(record, fields));
}
