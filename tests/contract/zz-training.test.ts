import { expect, it } from 'vitest';
import { call, connectToServer } from './http';

connectToServer();

it('creates and lists a training', async () => {
  const created = await call<{ id: number; employeeName?: string }>('POST', '/app/training', { title: 'Sécurité', employeeId: 1, date: '2026-03-20' });
  expect(created.status).toBe(201);
  const listed = await call<{ total: number; items: { title: string; employeeName?: string }[] }>('GET', '/app/training?employeeId=1');
  expect(listed.body.total).toBe(1);
  console.log(JSON.stringify(listed.body.items[0]));
});
