import fc from 'fast-check';

/**
 * Random request bodies: anything at all, records shaped like the endpoint's input with
 * values of random types, and the valid sample with one or two fields changed to values
 * near what they hold (other dates, other numbers…) so that the deeper rules get exercised.
 */

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** Dates of any year, some of them impossible (30 February, month 13). */
const isoDate = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
/** Dates around now, mostly real. */
const nearDate = fc.date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
/** Dates at the edges of calendars and computations. */
const edgeDate = fc.constantFrom('0100-01-01', '1000-06-15', '1582-10-10', '1583-01-01', '1900-02-28', '2024-02-29', '9999-12-31', '9998-01-01');
const time = fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 })).map(([h, m]) => `${pad(h, 2)}:${pad(m, 2)}`);

/** A value of a random type. */
export const randomValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  fc.integer(),
  fc.integer({ min: -2, max: 1_000_000 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  isoDate,
  time,
  isoDate.chain((date) => time.map((clock) => `${date}T${clock}:00`)),
  fc.emailAddress(),
);

/** A value like `value`, or of another type now and then. */
function like(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}/.test(value)) return fc.oneof(isoDate, edgeDate, nearDate, nearDate, randomValue);
    if (/^\d{2}:\d{2}$/.test(value)) return fc.oneof(time, time, randomValue);
    if (value.includes('@')) return fc.oneof(fc.emailAddress(), randomValue);
    return fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 3 }), randomValue);
  }
  if (typeof value === 'number') {
    return fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.double(), fc.constantFrom(0, -1, 0.5, 1e15, 987_654), randomValue);
  }
  if (Array.isArray(value)) return fc.oneof(fc.array(value.length > 0 ? like(value[0]) : randomValue, { maxLength: 4 }), randomValue);
  if (typeof value === 'object' && value !== null) return fc.oneof(mutated(value as Record<string, unknown>), randomValue);
  return randomValue;
}

const EXTRA_KEYS = ['id', 'version', 'createdAt', '__proto__', 'constructor', 'toString', 'inconnu'];

/** The sample with one or two fields changed, maybe one removed, maybe unknown keys added. */
function mutated(sample: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.keys(sample);
  if (fields.length === 0) return fc.dictionary(fc.string(), randomValue, { maxKeys: 3 });
  const changed = fc
    .subarray(fields, { minLength: 1, maxLength: 2 })
    .chain((picked) => fc.tuple(...picked.map((field) => like(sample[field]))).map((values) => picked.map((field, index) => [field, values[index]] as const)));
  return fc
    .tuple(changed, fc.option(fc.constantFrom(...fields), { nil: undefined }), fc.dictionary(fc.constantFrom(...EXTRA_KEYS), randomValue, { maxKeys: 2 }))
    .map(([changes, removed, extra]) => {
      const body: Record<string, unknown> = { ...sample, ...extra };
      for (const [field, value] of changes) body[field] = value;
      if (removed !== undefined) delete body[removed];
      return body;
    });
}

/** A body for an endpoint whose valid input looks like `sample`. */
export function payloads(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  const shaped = fc.record(Object.fromEntries(Object.keys(sample).map((field) => [field, randomValue])), { requiredKeys: [] });
  return fc.oneof(
    { arbitrary: fc.anything({ maxDepth: 3 }), weight: 1 },
    { arbitrary: fc.object({ maxDepth: 2 }), weight: 1 },
    { arbitrary: shaped, weight: 2 },
    { arbitrary: mutated(sample), weight: 6 },
  );
}

/** For an update: the body, carrying mostly the right version, sometimes another value. */
export function updatePayloads(sample: Record<string, unknown>, version: () => number): fc.Arbitrary<unknown> {
  return fc.tuple(payloads(sample), fc.oneof({ arbitrary: fc.constant('current'), weight: 3 }, { arbitrary: randomValue, weight: 1 })).map(([body, quoted]) =>
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? { ...body, version: quoted === 'current' ? version() : quoted }
      : body,
  );
}

/** Bounded runs: the whole suite stays quick on two cores. */
export const RUNS = { numRuns: 30 } as const;
