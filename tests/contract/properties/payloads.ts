import fc from 'fast-check';

/**
 * Random request bodies: anything at all, records shaped like the endpoint's input with
 * values of random types, the valid sample with one or two fields changed to values near
 * what they hold (other dates, other numbers…) so that the deeper rules get exercised, and
 * the valid sample with control characters, lone surrogates or a great length slipped into
 * its texts and nothing else changed, so that they reach the storage.
 *
 * A sample's strings may hold placeholders that `fill` replaces just before the body is
 * sent: `{n}` by a tag no other body has (a fresh e-mail, username or code), and the whole
 * string `{version}` (CURRENT_VERSION) by the record's current version, a number.
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

/**
 * What breaks a text on its way to a database: NUL (PostgreSQL refuses it in text and
 * jsonb), the other C0 controls and DEL, C1 controls, lone surrogates (no UTF-8 for them),
 * a byte-order mark, line and paragraph separators, and the tab and line breaks a
 * multi-line field may keep.
 */
export const CONTROL_CHARACTERS = [
  '\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f',
  '\u0080', '\u0085', '\u009f', '\ud800', '\udbff', '\udc00', '\udfff', '\ufeff', '\u2028', '\u2029',
  '\t', '\n', '\r', '\r\n',
] as const;
const control = fc.constantFrom(...CONTROL_CHARACTERS);
/** Any code point from 0 to 255: the controls among the rest. */
const anyAscii = fc.string({ unit: 'binary-ascii', maxLength: 40 });

/** `text` with one to three control characters slipped in, or replaced by them, or made very long around one. */
function tainted(text: string): fc.Arbitrary<string> {
  const inserted = fc
    .array(fc.tuple(fc.nat({ max: text.length }), control), { minLength: 1, maxLength: 3 })
    .map((insertions) => insertions.reduce((result, [at, character]) => `${result.slice(0, at)}${character}${result.slice(at)}`, text));
  return fc.oneof(
    { arbitrary: inserted, weight: 6 },
    { arbitrary: control, weight: 1 },
    { arbitrary: fc.array(control, { minLength: 2, maxLength: 5 }).map((characters) => characters.join('')), weight: 1 },
    { arbitrary: fc.tuple(control, fc.integer({ min: 1_000, max: 100_000 })).map(([character, length]) => `${text}${character}${'x'.repeat(length)}`), weight: 1 },
    { arbitrary: anyAscii.map((noise) => `${text}${noise}`), weight: 1 },
  );
}

/** A value of a random type. */
export const randomValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  anyAscii,
  control,
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
    if (/^\d{4}-\d{2}-\d{2}/.test(value)) return fc.oneof(isoDate, edgeDate, nearDate, nearDate, tainted(value), randomValue);
    if (/^\d{2}:\d{2}$/.test(value)) return fc.oneof(time, time, tainted(value), randomValue);
    if (value.includes('@')) return fc.oneof(fc.emailAddress(), tainted(value), randomValue);
    return fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 3 }), tainted(value), tainted(value), randomValue);
  }
  if (typeof value === 'number') {
    return fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.double(), fc.constantFrom(0, -1, 0.5, 1e15, 987_654), randomValue);
  }
  if (Array.isArray(value)) return fc.oneof(fc.array(value.length > 0 ? like(value[0]) : randomValue, { maxLength: 4 }), randomValue);
  if (isRecord(value)) return fc.oneof(mutated(value), randomValue);
  return randomValue;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const EXTRA_KEYS = ['id', 'version', 'createdAt', '__proto__', 'constructor', 'toString', 'inconnu'];

/** The sample with one or two fields changed, maybe one removed, maybe unknown keys added. */
function mutated(sample: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.keys(sample);
  if (fields.length === 0) return fc.dictionary(fc.string(), randomValue, { maxKeys: 3 });
  const changed = fc
    .subarray(fields, { minLength: 1, maxLength: Math.min(2, fields.length) })
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

type Path = readonly (string | number)[];

/** The paths of the strings of a value (in nested records and arrays too), placeholders of a version aside. */
function textPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return PLACEHOLDER.test(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, index]));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  return [];
}

/** `value` with the value at `path` replaced. */
function replacedAt(value: unknown, [head, ...rest]: Path, by: unknown): unknown {
  if (head === undefined) return by;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replacedAt(item, rest, by) : item));
  if (isRecord(value)) return { ...value, [head]: replacedAt(value[head], rest, by) };
  return value;
}

const textAt = (value: unknown, path: Path): string => {
  const found = path.reduce<unknown>((current, key) => (isRecord(current) || Array.isArray(current) ? (current as Record<string | number, unknown>)[key] : undefined), value);
  return typeof found === 'string' ? found : '';
};

/** The valid sample, its texts (one to three of them, nested ones too) tainted and nothing else changed. */
export function taintedSample(sample: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const paths = textPaths(sample);
  if (paths.length === 0) return fc.constant(sample);
  return fc
    .subarray(paths, { minLength: 1, maxLength: Math.min(3, paths.length) })
    .chain((picked) => fc.tuple(...picked.map((path) => tainted(textAt(sample, path)))).map((texts) => ({ picked, texts })))
    .map(({ picked, texts }) => picked.reduce<unknown>((body, path, index) => replacedAt(body, path, texts[index]), sample) as Record<string, unknown>);
}

/** The sample once for each of its texts (nested ones too), a NUL in the middle of that one. */
export function withNulInEachText(sample: unknown): unknown[] {
  return textPaths(sample).map((path) => {
    const text = textAt(sample, path);
    const middle = Math.floor(text.length / 2);
    return replacedAt(sample, path, `${text.slice(0, middle)}\u0000${text.slice(middle)}`);
  });
}

/** A body for an endpoint whose valid input looks like `sample`. */
export function payloads(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  const shaped = fc.record(Object.fromEntries(Object.keys(sample).map((field) => [field, randomValue])), { requiredKeys: [] });
  return fc.oneof(
    { arbitrary: fc.anything({ maxDepth: 3 }), weight: 1 },
    { arbitrary: fc.object({ maxDepth: 2 }), weight: 1 },
    { arbitrary: shaped, weight: 1 },
    { arbitrary: mutated(sample), weight: 4 },
    { arbitrary: taintedSample(sample), weight: 5 },
  );
}

/** Stands for the record's current version in a sample: `fill` puts the number there. */
export const CURRENT_VERSION = '{version}';
/** A whole string `{name}`: a value `fill` puts there (the current version, a record's id…). */
const PLACEHOLDER = /^\{\w+\}$/;

/** For an update: the body, carrying mostly the current version, sometimes another value. */
export function updatePayloads(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(payloads(sample), fc.oneof({ arbitrary: fc.constant(CURRENT_VERSION), weight: 3 }, { arbitrary: randomValue, weight: 1 })).map(([body, quoted]) =>
    isRecord(body) ? { ...body, version: quoted } : body,
  );
}

let sent = 0;
/** Tells this run's bodies from those of an earlier run against the same server (accounts outlive a reset). */
const RUN_TAG = Date.now().toString(36).toUpperCase();

/**
 * The body as it is sent: each `{n}` in its strings made a tag no other body has, and each
 * whole string `{name}` the value `values[name]` (`{ version: 3 }`: the number 3).
 */
export function fill(body: unknown, values: Record<string, unknown> = {}): unknown {
  let json = JSON.stringify(body);
  if (json === undefined) return body;
  sent += 1;
  for (const [name, value] of Object.entries(values)) json = json.replaceAll(JSON.stringify(`{${name}}`), JSON.stringify(value));
  return JSON.parse(json.replaceAll('{n}', `${RUN_TAG}${sent}`));
}
