import { z } from 'zod';
import { AREA_CONTRACTS } from '@/contract/areas';
import { AUDIT_FILTERS, auditEntrySchema } from '@/contract/audit';
import { errorBodySchema } from '@/contract/errors';
import { employeeImportRequestSchema, importAcceptedSchema, importRefusedSchema } from '@/contract/employee-import';
import { DEFAULT_PAGE_SIZE, LIST_PARAMETERS, MAX_PAGE_SIZE } from '@/contract/list';
import type { RouteEntry } from '@server/core/http';

type Json = Record<string, unknown>;

/** A zod schema as JSON Schema; what JSON Schema cannot say (a transform) is left open. */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

const errorAnswer = { description: 'The contract\'s error body', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const jsonAnswer = (description: string, schema?: Json) => ({ description, content: { 'application/json': { schema: schema ?? {} } } });

/** The list query: paging, sort, search, and each filter of the area. */
function listParameters(filters: readonly string[]) {
  const described: Record<string, string> = {
    page: 'Page, from 1',
    pageSize: `Rows a page (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE})`,
    sort: 'Fields of the item, comma-separated, "-" before a field for descending',
    q: 'Words that must all be found (accents and case ignored)',
  };
  return [...LIST_PARAMETERS, ...filters].map((name) => ({ name, in: 'query', required: false, description: described[name] ?? 'Filter', schema: { type: 'string' } }));
}

const HONO_PARAMETER = /:(\w+)/g;

const pageOf = (item: string) => ({
  type: 'object',
  properties: { items: { type: 'array', items: { $ref: `#/components/schemas/${item}` } }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
});

/** The audit trail's two reads: a page of entries (the list's filters, or one record's history). */
const AUDIT_ROUTES: Record<string, { parameters: Json[]; description: string }> = {
  '/app/audit': { parameters: listParameters(Object.keys(AUDIT_FILTERS)).filter(({ name }) => name !== 'sort' && name !== 'q'), description: 'A page of the audit trail, newest first' },
  '/app/audit/{area}/{id}': { parameters: listParameters([]).filter(({ name }) => name === 'page' || name === 'pageSize'), description: "A page of the record's history, newest first" },
};

/** The OpenAPI 3 document of the contract: every route of the core, the areas' items and inputs from src/contract. */
export function openApiDocument(routes: readonly RouteEntry[], apiBase: string): Json {
  const schemas: Json = { Error: jsonSchema(errorBodySchema, 'output'), AuditEntry: jsonSchema(auditEntrySchema, 'output') };
  const areaOf = new Map<string, string>();
  for (const [name, contract] of Object.entries(AREA_CONTRACTS)) {
    const key = name.replace(/(^|_)(\w)/g, (_all, _sep: string, letter: string) => letter.toUpperCase());
    schemas[`${key}Item`] = jsonSchema(contract.row.and(contract.resolved), 'output');
    schemas[`${key}Input`] = jsonSchema(contract.input, 'input');
    areaOf.set(`/app/${name}`, key);
  }
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const path = route.path.replace(HONO_PARAMETER, '{$1}').replace(/\*$/, '{rest}');
    const parameters = [...route.path.matchAll(HONO_PARAMETER)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    const areaPath = path.replace(/\/\{id\}$/, '');
    const area = areaOf.get(areaPath);
    const list = area && path === areaPath && route.method === 'get';
    const audit = route.method === 'get' ? AUDIT_ROUTES[path] : undefined;
    const operation: Json = {
      parameters: [...parameters, ...(list ? listParameters(Object.keys(AREA_CONTRACTS[areaPath.slice(5) as keyof typeof AREA_CONTRACTS].filters)) : []), ...(audit?.parameters ?? [])],
      security: route.bearer ? [{ bearer: [] }] : [],
      responses: {
        '200': area
          ? jsonAnswer(list ? 'A page of items' : 'The item', list ? pageOf(`${area}Item`) : { $ref: `#/components/schemas/${area}Item` })
          : audit
            ? jsonAnswer(audit.description, pageOf('AuditEntry'))
            : jsonAnswer('The answer'),
        '400': errorAnswer,
        ...(route.bearer ? { '401': errorAnswer } : {}),
        '404': errorAnswer,
        '409': errorAnswer,
      },
    };
    if (area && (route.method === 'post' || route.method === 'put')) {
      operation.requestBody = { content: { 'application/json': { schema: { $ref: `#/components/schemas/${area}Input` } } } };
    }
    (paths[path] ??= {})[route.method] = operation;
  }
  const employeeImport = paths['/app/employee/import']?.post as Json | undefined;
  if (employeeImport) {
    schemas.EmployeeImportRequest = jsonSchema(employeeImportRequestSchema, 'input');
    schemas.EmployeeImportAccepted = jsonSchema(importAcceptedSchema, 'output');
    schemas.EmployeeImportRefused = jsonSchema(importRefusedSchema, 'output');
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    employeeImport.requestBody = { content: { 'application/json': { schema: ref('EmployeeImportRequest') } } };
    employeeImport.responses = {
      ...(employeeImport.responses as Json),
      '200': jsonAnswer('Every row accepted (written unless a dry run), the addresses built', ref('EmployeeImportAccepted')),
      '400': jsonAnswer('The rows to fix, nothing written; or the error body of a wrong request', { oneOf: [ref('EmployeeImportRefused'), ref('Error')] }),
    };
  }
  paths['/health'] = { get: { security: [], responses: { '200': jsonAnswer('The server and its database answer'), '503': jsonAnswer('The database does not answer') } } };
  return {
    openapi: '3.0.3',
    info: { title: 'Effectif HTTP contract', version: '1' },
    servers: [{ url: apiBase }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas },
    paths,
  };
}

const escape = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The document as a page: no script, no stylesheet from elsewhere. */
export function openApiPage(document: Json): string {
  const paths = document.paths as Record<string, Record<string, Json>>;
  const rows = Object.entries(paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td><td>${(operation.security as unknown[]).length > 0 ? 'bearer' : 'public'}</td><td>${escape(Object.keys(operation.responses as Json).join(', '))}</td></tr>`,
      ),
    )
    .join('\n');
  const schemas = Object.entries((document.components as { schemas: Json }).schemas)
    .map(([name, schema]) => `<details><summary><code>${escape(name)}</code></summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Effectif API</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem .5rem;text-align:left}pre{background:#f6f6f6;padding:.5rem;overflow:auto}</style>
</head><body><h1>Effectif HTTP contract</h1><p>The whole document: <a href="openapi.json">openapi.json</a> (OpenAPI 3.0).</p>
<table><thead><tr><th>method</th><th>path</th><th>access</th><th>answers</th></tr></thead><tbody>
${rows}
</tbody></table><h2>Schemas</h2>
${schemas}
</body></html>`;
}
