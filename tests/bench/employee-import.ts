/**
 * `npm run bench:import`: a 5 000-row employee file imported through the fake backend as
 * the import page does it — the file's text read and converted (French headers, dd/mm/yyyy,
 * "M."/"Mme"), a dry run in parts (the page's progress), the rows checked again in parts,
 * then all written in one transaction that also creates the file's 20 new services. The backend's configured
 * delay is set to 0 so that only the work is timed; the page's calls, each delayed
 * 500 ms in fake mode, are counted and added apart. A report: it exits 0 whatever the
 * figures, and non-zero only when something broke.
 */
import { FAKE_TOKEN } from '../../mocks/config';
import { fixedClock, openHrStore } from '../../mocks/db/hr-store';
import { memoryTextStore } from '../../mocks/db/users';
import { generateDemoData } from '../../mocks/fixtures/demo-data';
import { createFakeBackend } from '../../mocks/fake-backend';
import { guessColumns } from '../../src/features/hr/employee/import/guess-mapping';
import { emptyPlan, toImportRows } from '../../src/features/hr/employee/import/import-values';
import { CHECK_CHUNK, elsewhereOf, partsOf } from '../../src/features/hr/employee/import/lib/parts';
import { parseCsv } from '../../src/shared/lib/csv';
import { main, table } from './common';

const ROWS = 5000;
const SERVICES = 20;
const TODAY = '2026-03-16';
const API = 'http://bench.local/api';
const FAKE_DELAY_MS = 500;
const GOAL_S = 30;

const HEADER = "Matricule;Civilité;Nom;Prénom;Né(e) le;Nationalité;Adresse;Code postal;Ville;Portable;Courriel;Date d'entrée;Type de contrat;Service;Poste";
const pad = (value: number) => String(value).padStart(2, '0');

/** The file a payroll tool would export: every row different, 20 services Effectif lacks. */
function fileText(position: string): string {
  const lines = Array.from({ length: ROWS }, (_, index) =>
    [
      `B-${index + 1}`,
      index % 2 ? 'Mme' : 'M.',
      `Banc${index}`,
      index % 2 ? 'Hélène' : 'Paul',
      `${pad((index % 28) + 1)}/${pad((index % 12) + 1)}/19${70 + (index % 30)}`,
      'France',
      `${index + 1} rue de la Paix`,
      '69001',
      'Lyon',
      `06 00 ${pad(index % 100)} ${pad(Math.floor(index / 100) % 100)} 00`,
      `banc.${index}@import.test`,
      `${pad((index % 28) + 1)}/${pad((index % 12) + 1)}/2020`,
      index % 3 ? 'CDI' : 'Permanent',
      `Service importé ${index % SERVICES}`,
      position,
    ].join(';'),
  );
  return [HEADER, ...lines].join('\r\n');
}

await main('bench:import', async () => {
  const tables = generateDemoData({ employees: 300, today: TODAY });
  const backend = createFakeBackend(
    { fakeDelayMs: 0, apiBaseUrl: API },
    { users: memoryTextStore(), hr: () => openHrStore({ seed: () => tables, clock: fixedClock(TODAY) }) },
  );
  let calls = 0;
  const send = async (method: string, path: string, body?: unknown) => {
    calls += 1;
    const response = await backend.fetch(
      new Request(`${API}${path}`, {
        method,
        headers: { Authorization: `Bearer ${FAKE_TOKEN}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 400)}`);
    return JSON.parse(text) as { items?: { id: number; title?: string }[]; total?: number; imported?: number; built?: { index: number; field: 'workEmail' | 'personalEmail'; value: string }[] };
  };
  const [department] = (await send('GET', '/app/department?pageSize=1')).items ?? [];
  const [position] = (await send('GET', '/app/position?pageSize=1')).items ?? [];
  const before = (await send('GET', '/app/employee?pageSize=1')).total ?? 0;
  calls = 0;

  const times: [string, number][] = [];
  const step = async <T>(name: string, run: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    const result = await run();
    times.push([name, performance.now() - started]);
    return result;
  };

  const text = fileText(position?.title ?? '');
  const rows = await step('read and convert the file', () => {
    const [headers, ...cells] = parseCsv(text);
    const plan = { ...emptyPlan(headers.length), mapping: guessColumns(headers, () => '').map((guess) => guess.field) };
    return toImportRows(cells, plan, () => '');
  });
  const create = { serviceId: department?.id ?? 0 };
  // As the page does: each part sent with what the rest of the file holds.
  const inParts = async () => {
    const built: NonNullable<Awaited<ReturnType<typeof send>>['built']> = [];
    for (const [start, end] of partsOf(rows.length)) {
      const answer = await send('POST', '/app/employee/import', { rows: rows.slice(start, end), dryRun: true, create, elsewhere: elsewhereOf(rows, start, end, built) });
      built.push(...(answer.built ?? []).map((address) => ({ ...address, index: address.index + start })));
    }
  };
  await step(`dry run in parts of ${CHECK_CHUNK}`, inParts);
  await step(`checked again in parts of ${CHECK_CHUNK}`, inParts);
  const written = await step('written in one transaction', () => send('POST', '/app/employee/import', { rows, dryRun: false, create }));
  const after = (await send('GET', '/app/employee?pageSize=1')).total ?? 0;
  if (written.imported !== ROWS || after !== before + ROWS) throw new Error(`Imported ${written.imported}, list grew by ${after - before}`);

  const work = times.reduce((sum, [, ms]) => sum + ms, 0);
  const delays = (calls - 1) * FAKE_DELAY_MS;
  const total = (work + delays) / 1000;
  console.log(`\n${ROWS} rows (${SERVICES} new services, created in the same transaction), ${before} employees before.\n`);
  console.log(
    table(
      ['step', 's'],
      [
        ...times.map(([name, ms]): [string, string] => [name, (ms / 1000).toFixed(2)]),
        [`the page's ${calls - 1} calls × ${FAKE_DELAY_MS} ms of fake delay`, (delays / 1000).toFixed(2)],
        [`total, the checked file imported (goal < ${GOAL_S} s)`, `${total.toFixed(2)} ${total < GOAL_S ? 'met' : 'MISSED'}`],
      ],
    ),
  );
});
