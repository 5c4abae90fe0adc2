import { describe, expect, it } from 'vitest';
import { call, expectFieldError, list, connectToServer, type Item } from './http';

connectToServer();

const covers = (assignment: Item, date: string) =>
  String(assignment.startDate) <= date && (assignment.endDate == null || String(assignment.endDate) >= date);

/** The service of the employee's principal assignment on `date`, else today's (as the filter reads it). */
async function serviceAt(employeeId: unknown, date: string): Promise<unknown> {
  const { items } = await list('assignment', { employeeId: String(employeeId), kind: 'principale', pageSize: 100 });
  const today = await list('assignment', { employeeId: String(employeeId), kind: 'principale', current: true, pageSize: 1 });
  return (items.find((assignment) => covers(assignment, date)) ?? today.items[0])?.serviceId;
}

/** The department whose services hold the most leaves, and those services. */
async function busyDepartment() {
  const { items: services } = await list('service', { pageSize: 200 });
  const totals = await Promise.all(services.map(async (service) => (await list('leave', { serviceId: service.id, pageSize: 1 })).total));
  const busiest = services[totals.indexOf(Math.max(...totals))];
  const { items: siblings } = await list('service', { departmentId: String(busiest.departmentId), pageSize: 200 });
  return { service: busiest, department: Number(busiest.departmentId), siblings };
}

describe.each(['leave', 'mission'])('GET /app/%s by unit of the employee', (area) => {
  it('serviceId keeps the spans of the employees who worked in that service when they began', async () => {
    const { service } = await busyDepartment();
    const filtered = await list(area, { serviceId: service.id, pageSize: 200 });
    const all = await list(area, { pageSize: 1 });
    expect(filtered.total).toBeLessThan(all.total);
    for (const item of filtered.items.slice(0, 15)) {
      expect(await serviceAt(item.employeeId, String(item.startDate)), `${area} ${item.id}`).toBe(service.id);
    }
  });

  it('a department holds exactly the spans of its services; a direction and an enterprise hold more', async () => {
    const { department, siblings, service } = await busyDepartment();
    const byService = await Promise.all(siblings.map(async (sibling) => (await list(area, { serviceId: sibling.id, pageSize: 1 })).total));
    const ofDepartment = await list(area, { departmentId: department, pageSize: 1 });
    expect(ofDepartment.total).toBe(byService.reduce((sum, total) => sum + total, 0));
    const ofDirection = await list(area, { directionId: String(service.directionId), pageSize: 1 });
    const ofEnterprise = await list(area, { enterpriseId: String(service.enterpriseId), pageSize: 1 });
    expect(ofDirection.total).toBeGreaterThanOrEqual(ofDepartment.total);
    expect(ofEnterprise.total).toBeGreaterThanOrEqual(ofDirection.total);
  });

  it('combines with the period and the status', async () => {
    const { service } = await busyDepartment();
    const status = area === 'leave' ? 'approved' : 'completed';
    const period = { from: '2025-01-01', to: '2026-12-31', status };
    const narrowed = await list(area, { ...period, serviceId: service.id, pageSize: 200 });
    const ofService = await list(area, { serviceId: service.id, pageSize: 200 });
    const wide = await list(area, { ...period, pageSize: 1 });
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(wide.total);
    const expected = ofService.items.filter(
      (item) => item.status === status && String(item.startDate) <= period.to && String(item.endDate) >= period.from,
    );
    expect(narrowed.items.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort());
  });

  it.each(['enterpriseId', 'directionId', 'departmentId', 'serviceId'])('refuses a %s that is not an id', async (param) => {
    expectFieldError(await call('GET', `/app/${area}?${param}=abc`), param, 'invalidType');
  });
});
