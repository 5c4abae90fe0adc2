import type { HrRecord } from '@/api';
import type { InputSchema } from '../toolkit/form-definition';

/** The input a write takes, read back from the stored record: the schema's own fields, nothing derived. */
export function inputOf(record: HrRecord, schema: InputSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(schema.shape ?? {})
      .filter((field) => record[field] !== undefined)
      .map((field) => [field, record[field]]),
  );
}
