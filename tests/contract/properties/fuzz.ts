import { relative } from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';
import { ON_FAKE_BACKEND, type Answer } from '../http';
import { withNulInEachText } from './payloads';

/**
 * The fuzz's settings (docs/testing.md): one seed for the whole suite, `FUZZ_SEED`, from
 * which each property's own is derived with its name (a property replays alone), and the
 * runs per property, `FUZZ_RUNS`: by default 20 on the fake backend (`npm test`) and 40
 * against a server (`npm run test:server`: what keeps CI in its time; docs/testing.md).
 */
const fromEnvironment = (name: string): number | undefined => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} is an integer, not ${raw}`);
  return value;
};
export const FUZZ_SEED = fromEnvironment('FUZZ_SEED') ?? 20_260_316;
export const FUZZ_RUNS = fromEnvironment('FUZZ_RUNS') ?? (ON_FAKE_BACKEND ? 20 : 40);
/** How long a property may take: its runs, and the shrinking of a failure. */
export const FUZZ_TIMEOUT_MS = 120_000 + FUZZ_RUNS * 1_000;

/** A property's seed: the suite's, mixed with its name (FNV-1a). */
function seedOf(name: string): number {
  let hash = 0x811c9dc5 ^ FUZZ_SEED;
  for (const character of name) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193);
  return hash | 0;
}

/** The C0 controls and DEL, tab and line breaks aside: no accepted text keeps them. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Every string of a value, keys included. */
const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => [key, ...stringsOf(item)]);
  return [];
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
type Refusal = { message?: unknown; errors?: unknown; rows?: { errors?: unknown }[] };

/** Each field error of a refusal (an import's rows' too): `[field, error]`. */
const fieldErrorsOf = (body: Refusal): [string, unknown][] => {
  const own = typeof body.errors === 'object' && body.errors !== null ? Object.entries(body.errors) : [];
  const rows = Array.isArray(body.rows) ? body.rows.flatMap((row, index) => (typeof row?.errors === 'object' && row.errors !== null ? Object.entries(row.errors).map(([field, error]): [string, unknown] => [`rows.${index}.${field}`, error]) : [])) : [];
  return [...own, ...rows];
};

/**
 * What every answer to a write keeps to: no 5xx; a refusal (4xx) says what is wrong in a
 * `message`, and each field it names has a `code` and a `message`; an accepted write answers
 * no text with a control character in it (NUL and the others, tab and line breaks aside).
 */
export function expectAnswered(answer: Answer<unknown>) {
  const shown = (JSON.stringify(answer.body) ?? String(answer.body)).slice(0, 1_000);
  expect(answer.status, `5xx: ${shown}`).toBeLessThan(500);
  if (answer.status >= 400) {
    const body = (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as Refusal;
    expect(isText(body.message), `a ${answer.status} without a message: ${shown}`).toBe(true);
    for (const [field, error] of fieldErrorsOf(body)) {
      const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown };
      expect(isText(code) && isText(message), `the error on ${field} lacks a code or a message: ${shown}`).toBe(true);
    }
  } else {
    expect(stringsOf(answer.body).find((text) => CONTROL.test(text)), `an accepted write answered a control character: ${shown}`).toBeUndefined();
  }
}

/** An endpoint under fuzz, once what it writes to exists. */
export interface FuzzTarget {
  bodies: fc.Arbitrary<unknown>;
  send(body: unknown): Promise<Answer<unknown>>;
  /** What a refusal must leave as it was: the record, the newest rows of a list, the relevant GET. */
  state(): Promise<unknown>;
  /** A body the endpoint accepts: sent first, it proves the bodies' sample reaches the storage. */
  valid?: unknown;
  /** The well-formed body each of whose texts is sent once with a NUL in it (by default `valid`). */
  sample?: unknown;
  /** After an accepted write: note the record's new version, remove what was created… */
  accepted?(answer: Answer<unknown>): Promise<void>;
}

/** How to run the property again, alone, with the same bodies. */
function replayLine(): string {
  const { testPath, currentTestName = '' } = expect.getState();
  const file = testPath ? relative(process.cwd(), testPath) : 'tests/contract/properties';
  const command = ON_FAKE_BACKEND ? `npx vitest run ${file}` : `npm run test:server -- ${file}`;
  // -t is a pattern matched against the test's name: this one's title, its characters taken literally.
  const title = (currentTestName.split(' > ').at(-1) ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `Replay: FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS} ${command} -t '${title}'`;
}

/**
 * The valid sample first; then the sample once for each of its texts with a NUL in it; then
 * FUZZ_RUNS random bodies. Each answer is checked by `expectAnswered`, and after each refusal
 * `state()` is what it was before. The state read after a refusal serves as the next body's
 * "before" (nothing else writes meanwhile).
 */
export async function fuzz(name: string, target: FuzzTarget) {
  if (target.valid !== undefined) {
    const answer = await target.send(target.valid);
    expect(answer.status, `the valid sample of ${name}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    await target.accepted?.(answer);
  }
  let known: { state: unknown } | undefined;
  const check = async (body: unknown) => {
    const before = known ? known.state : await target.state();
    known = undefined;
    const answer = await target.send(body);
    // What an accepted write created goes first, even when the answer then fails the run (shrinking replays it).
    if (answer.status < 400) await target.accepted?.(answer);
    expectAnswered(answer);
    if (answer.status < 400) return;
    const after = await target.state();
    expect(after, `a ${answer.status} changed what it refused to change`).toEqual(before);
    known = { state: after };
  };
  try {
    for (const body of withNulInEachText(target.sample ?? target.valid)) {
      await check(body).catch((error: unknown) => {
        if (error instanceof Error) error.message = `a NUL in a text of the sample: ${JSON.stringify(body)}\n${error.message}`;
        throw error;
      });
    }
    await fc.assert(fc.asyncProperty(target.bodies, check), { seed: seedOf(name), numRuns: FUZZ_RUNS });
  } catch (error) {
    if (error instanceof Error) error.message = `${replayLine()}\n${error.message}`;
    throw error;
  }
}
