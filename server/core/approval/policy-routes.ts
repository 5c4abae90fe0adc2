import { ERROR_CODES } from '@/domain/common';
import { approvalPolicyInputSchema, type ApprovalPolicy, type ApprovalPolicyInput } from '@/domain/hr/approval';
import { need } from '../access/permission';
import { actingAs } from '../audit/acting';
import { positiveId } from '../hr/answering';
import type { AppBackend } from '../hr/backend';
import type { AppContext } from '../hr/context';
import { checkVersion, fieldError, invalid, parseOrThrow } from '../hr/errors';
import { notFound } from '../hr/write';
import { json, type Resolver, type Routes } from '../http';
import { jsonObject } from '../request-body';
import type { Session } from '../ports';
import type { HrReader } from '../storage/repository';
import { checkDeletedVersion, keepRow } from './rows';

const SUBJECT = 'Cette règle de validation';
const PATH = '/app/approval_policy';

/** The policy as answered: with its leave type's name. */
async function answered(ctx: AppContext, policy: ApprovalPolicy): Promise<ApprovalPolicy> {
  const type = policy.leaveTypeId === undefined ? undefined : await ctx.db.get('leaveTypes', policy.leaveTypeId);
  return type ? { ...policy, leaveTypeName: type.name } : policy;
}

/** Its leave type exists, and no other policy has its subject and leave type (409 on `leaveTypeId`). */
async function checkPolicy(db: HrReader, input: ApprovalPolicyInput, id: number | undefined): Promise<void> {
  if (input.leaveTypeId !== undefined && !(await db.get('leaveTypes', input.leaveTypeId))) {
    throw invalid({ leaveTypeId: fieldError(ERROR_CODES.unknownReference) });
  }
  const twin = (await db.all('approvalPolicies')).find(
    (policy) => policy.id !== id && policy.subject === input.subject && policy.leaveTypeId === input.leaveTypeId,
  );
  if (twin) throw invalid({ leaveTypeId: fieldError(ERROR_CODES.duplicate) });
}

/** Leave policies first (the one without a type first, then by type), the mission policy last. */
const order = (a: ApprovalPolicy, b: ApprovalPolicy) =>
  a.subject.localeCompare(b.subject) || (a.leaveTypeId ?? 0) - (b.leaveTypeId ?? 0) || a.id - b.id;

/**
 * The approval policies (docs/domain.md, "Approval chains"), company-wide: GET the list, POST
 * one, PUT one quoting its version, DELETE one (`?version=` checked when given). Each write is
 * audited in its transaction.
 */
export function approvalPolicyHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  const idOf = (raw: string | undefined) => positiveId(raw, () => notFound(SUBJECT));
  const write = async (request: Request, id: number | undefined, session: Session | undefined) => {
    const body = await jsonObject(request);
    const { ctx, store } = await backend();
    const policy = await actingAs(ctx, session).transaction(async ({ db }) => {
      const existing = id === undefined ? undefined : await db.get('approvalPolicies', id);
      if (id !== undefined && !existing) throw notFound(SUBJECT);
      if (existing) checkVersion(body.version, existing.version);
      const input = parseOrThrow(approvalPolicyInputSchema, body);
      await checkPolicy(db, input, id);
      return keepRow(db, 'approvalPolicies', existing, input, ctx.clock.now());
    });
    await store.saved();
    return answered(ctx, policy);
  };
  const list: Resolver = async () => {
    const { ctx } = await backend();
    const policies = [...(await ctx.db.all('approvalPolicies'))].sort(order);
    return json({ items: await Promise.all(policies.map((policy) => answered(ctx, policy))) });
  };
  const remove: Resolver = async ({ request, params, session }) => {
    const id = idOf(params.id);
    const { ctx, store } = await backend();
    await actingAs(ctx, session).transaction(async ({ db }) => {
      const existing = await db.get('approvalPolicies', id);
      if (!existing) throw notFound(SUBJECT);
      checkDeletedVersion(request, existing.version);
      await db.remove('approvalPolicies', id);
    });
    await store.saved();
    return new Response(null, { status: 204 });
  };
  const on = (method: 'get' | 'post' | 'put' | 'delete', path: string, resolve: Resolver, action: 'read' | 'create' | 'update' | 'delete') =>
    routes.on(method, path, resolve, { bearer: true, permission: need('approvalPolicy', action), subject: SUBJECT });
  return [
    on('get', PATH, list, 'read'),
    on('post', PATH, async ({ request, session }) => json(await write(request, undefined, session), { status: 201 }), 'create'),
    on('put', `${PATH}/:id`, async ({ request, params, session }) => json(await write(request, idOf(params.id), session)), 'update'),
    on('delete', `${PATH}/:id`, remove, 'delete'),
  ];
}
