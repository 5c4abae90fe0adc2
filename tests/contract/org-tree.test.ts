import { describe, expect, it } from 'vitest';
import { ORG_LEVELS, orgTreeSchema, type OrgTree, type OrgUnit } from '@/domain/hr/org-tree';
import { call, expectFieldError, list, connectToServer, type Item } from './http';

connectToServer();

async function tree(): Promise<OrgTree> {
  const answer = await call<unknown>('GET', '/app/org_tree');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const parsed = orgTreeSchema.safeParse(answer.body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return orgTreeSchema.parse(answer.body);
}

/** Every unit of the tree, parents before their children. */
const everyUnit = (units: readonly OrgUnit[]): OrgUnit[] => units.flatMap((unit) => [unit, ...everyUnit(unit.children)]);

const find = (answer: OrgTree, level: OrgUnit['level'], id: number) =>
  everyUnit(answer.enterprises).find((unit) => unit.level === level && unit.id === id);

/** The unit's active staff as the employee list counts them. */
const listedStaff = async (unit: OrgUnit) => (await list('employee', { status: 'active', [`${unit.level}Id`]: unit.id, pageSize: 1 })).total;

describe('GET /app/org_tree', () => {
  it('needs the bearer token', async () => {
    expect((await call('GET', '/app/org_tree', undefined, { auth: false })).status).toBe(401);
  });

  it('holds every enterprise, direction, department and service once, under its own parent', async () => {
    const answer = await tree();
    const units = everyUnit(answer.enterprises);
    for (const level of ORG_LEVELS) {
      const { items, total } = await list(level, { pageSize: 200 });
      expect(total).toBeGreaterThan(0);
      const inTree = units.filter((unit) => unit.level === level);
      expect(inTree.map((unit) => unit.id).sort((a, b) => a - b), level).toEqual(items.map((item) => item.id).sort((a, b) => a - b));
      for (const item of items) {
        const unit = inTree.find((candidate) => candidate.id === item.id);
        expect(unit, `${level} ${item.id}`).toMatchObject({ name: item.name, version: item.version });
      }
    }
    for (const enterprise of answer.enterprises)
      for (const direction of enterprise.children) {
        const { items } = await list('direction', { enterpriseId: enterprise.id, pageSize: 200 });
        expect(items.map((item) => item.id)).toContain(direction.id);
      }
  });

  it('names each unit’s head as the unit’s record does', async () => {
    const units = everyUnit((await tree()).enterprises).filter((unit) => unit.headEmployeeId !== undefined);
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units.slice(0, 10)) {
      const record = await call<Item>('GET', `/app/${unit.level}/${unit.id}`);
      expect(unit.headName, `${unit.level} ${unit.id}`).toBe(record.body.headEmployeeName);
    }
  });

  it('counts in each unit exactly the active employees the employee list finds there', async () => {
    const units = everyUnit((await tree()).enterprises);
    for (const unit of units) expect(unit.headcount, `${unit.level} ${unit.name}`).toBe(await listedStaff(unit));
    // Everyone placed today is somewhere in the tree; and a parent counts its children's staff.
    for (const unit of units.filter((candidate) => candidate.children.length > 0)) {
      expect(unit.headcount).toBe(unit.children.reduce((sum, child) => sum + child.headcount, 0));
    }
    expect(units.some((unit) => unit.level === 'service' && unit.headcount > 0)).toBe(true);
  });
});

describe('moving a unit (PUT of its parent field, quoting its version)', () => {
  it('moves a direction with its whole branch and its staff to another enterprise', async () => {
    const before = await tree();
    const [from, to] = before.enterprises;
    const direction = from.children.find((candidate) => !to.children.some((other) => other.code === candidate.code));
    expect(direction, 'a direction whose code the other enterprise does not use').toBeDefined();
    if (!direction) return;
    const record = (await call<Item>('GET', `/app/direction/${direction.id}`)).body;
    const moved = await call<Item>('PUT', `/app/direction/${direction.id}`, {
      code: record.code,
      name: record.name,
      headEmployeeId: record.headEmployeeId,
      description: record.description,
      enterpriseId: to.id,
      version: direction.version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const after = await tree();
    const branch = find(after, 'direction', direction.id);
    expect(after.enterprises.find((enterprise) => enterprise.id === to.id)?.children.map((unit) => unit.id)).toContain(direction.id);
    expect(branch?.children.map((unit) => unit.id)).toEqual(direction.children.map((unit) => unit.id));
    expect(find(after, 'enterprise', to.id)?.headcount).toBe(to.headcount + direction.headcount);
    expect(find(after, 'enterprise', from.id)?.headcount).toBe(from.headcount - direction.headcount);
    expect(await listedStaff(to)).toBe(to.headcount + direction.headcount);
  });

  it('refuses a code already used within the new parent, and a stale version', async () => {
    const { items: services } = await list('service', { pageSize: 200 });
    const pair = services.flatMap((service) =>
      services.filter((other) => other.code === service.code && other.departmentId !== service.departmentId).map((other) => [service, other]),
    )[0];
    expect(pair, 'two services of one code in different departments').toBeDefined();
    const [service, other] = pair;
    const body = { code: service.code, name: service.name, departmentId: other.departmentId };
    expectFieldError(await call('PUT', `/app/service/${service.id}`, { ...body, version: service.version }), 'code', 'duplicate', 409);
    expect((await call('PUT', `/app/service/${service.id}`, { ...body, version: service.version - 1 })).status).toBe(409);
  });
});
