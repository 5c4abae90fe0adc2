// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { hrStore } from '@/features/hr/hr-store';
import { hrActions } from '@/features/hr/resources';
import { createTestStore } from '../helpers/app';
import { API, server } from '../helpers/server';
import { signedIn } from '../helpers/users';
import { useHrBackend } from './fake-backend/client';

const employees = hrActions('employee');
const services = hrActions('service');

describe('the HR resource toolkit, through a real store and the fake backend', () => {
  useHrBackend();

  it('loads a list in three steps: loading and no error, then the page, loading off', async () => {
    const { store } = createTestStore({ preloadedState: signedIn(), features: [hrStore] });
    store.dispatch(employees.fetch({ page: 1, pageSize: 5, q: 'martin', sort: 'lastName' }));
    expect(store.getState().employee).toMatchObject({ loading: true, error: null, query: { q: 'martin' } });
    await vi.waitFor(() => expect(store.getState().employee.loading).toBe(false));
    const { items, total, error } = store.getState().employee;
    expect(error).toBeNull();
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(total).toBeGreaterThanOrEqual(items.length);
    for (const item of items) expect(String(item.fullName)).toMatch(/martin/i);
  });

  it('keeps the error of a failed list, loading off', async () => {
    server.use(http.get(`${API}/app/city`, () => HttpResponse.json({ message: 'Base indisponible' }, { status: 503 })));
    const { store } = createTestStore({ preloadedState: signedIn(), features: [hrStore] });
    store.dispatch(hrActions('city').fetch({ page: 1, pageSize: 20 }));
    await vi.waitFor(() => expect(store.getState().city.loading).toBe(false));
    expect(store.getState().city.error).toMatchObject({ message: 'Base indisponible', status: 503 });
  });

  it('keeps the field errors of a refused write, by field, with their codes', async () => {
    const { store } = createTestStore({ preloadedState: signedIn(), features: [hrStore] });
    store.dispatch(hrActions('city').save({ input: { name: '', countryId: 999_999 } }));
    await vi.waitFor(() => expect(store.getState().city.save).toBe('failed'));
    expect(store.getState().city.saveError).toMatchObject({
      status: 400,
      fieldErrors: { name: { code: 'required', message: expect.any(String) } },
    });
  });

  it('creates, then updates with the version it read; a stale version is refused', async () => {
    const { store } = createTestStore({ preloadedState: signedIn(), features: [hrStore] });
    store.dispatch(hrActions('country').fetch({ page: 1, pageSize: 1, q: 'france' }));
    await vi.waitFor(() => expect(store.getState().country.items).toHaveLength(1));
    const france = store.getState().country.items[0];
    const input = { name: 'Saint-Flour', postalCode: '15100', countryId: france.id };
    store.dispatch(hrActions('city').save({ input }));
    await vi.waitFor(() => expect(store.getState().city.save).toBe('saved'));
    const created = store.getState().city.saved;
    expect(created).toMatchObject({ name: 'Saint-Flour', version: 1 });

    store.dispatch(hrActions('city').save({ id: created?.id, version: 1, input: { ...input, region: 'Auvergne-Rhône-Alpes' } }));
    await vi.waitFor(() => expect(store.getState().city.saved?.version).toBe(2));
    store.dispatch(hrActions('city').save({ id: created?.id, version: 1, input }));
    await vi.waitFor(() => expect(store.getState().city.save).toBe('failed'));
    expect(store.getState().city.saveError?.status).toBe(409);
  });

  it('says why a record still referred to cannot be deleted', async () => {
    const { store } = createTestStore({ preloadedState: signedIn(), features: [hrStore] });
    store.dispatch(services.fetch({ page: 1, pageSize: 1 }));
    await vi.waitFor(() => expect(store.getState().service.items).toHaveLength(1));
    const [service] = store.getState().service.items;
    store.dispatch(services.remove(service.id));
    await vi.waitFor(() => expect(store.getState().service.save).toBe('failed'));
    expect(store.getState().service.saveError).toMatchObject({ status: 409, message: expect.stringMatching(/encore/) });
    expect(store.getState().service.items.map((item) => item.id)).toContain(service.id);
  });

  it('archives an employee instead of deleting them', async () => {
    const { store } = createTestStore({ preloadedState: signedIn(), features: [hrStore] });
    store.dispatch(employees.fetch({ page: 1, pageSize: 1, filters: { status: 'active' } }));
    await vi.waitFor(() => expect(store.getState().employee.items).toHaveLength(1));
    const [employee] = store.getState().employee.items;
    store.dispatch(employees.remove(employee.id));
    await vi.waitFor(() => expect(store.getState().employee.save).toBe('saved'));
    expect(store.getState().employee.items).toEqual([expect.objectContaining({ id: employee.id, status: 'left' })]);
  });
});

describe('listParams', () => {
  it('writes the query the contract takes, leaving out what is empty', async () => {
    const { listParams } = await import('@/api');
    expect(listParams({ page: 2, pageSize: 50, sort: '-hireDate', q: '  hélène ', filters: { status: 'active', serviceId: 12, current: true, typeId: '' } })).toEqual({
      page: '2',
      pageSize: '50',
      sort: '-hireDate',
      q: 'hélène',
      status: 'active',
      serviceId: '12',
      current: 'true',
    });
    expect(listParams({ page: 1, pageSize: 20, q: '   ' })).toEqual({ page: '1', pageSize: '20' });
  });
});
