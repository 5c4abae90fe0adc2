// @vitest-environment jsdom
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { FAKE_TOKEN } from '@mocks/config';
import { openIndexedDbPhotoStore } from '@mocks/db/indexeddb-photos';
import { API } from '../../helpers/server';
import { call, useHrBackend } from './client';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const dataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`;

describe('uploaded photos', () => {
  useHrBackend();

  it("are served where the app looks for the employee's picture, assets/profiles/{nameFile}, without a token", async () => {
    const upload = await call<{ nameFile: string }>('PUT', '/user/photo/2', { name: 'moi.png', type: 'image/png', size: PNG.length, dataUrl });
    expect(upload.status).toBe(200);
    expect(upload.body.nameFile).toMatch(/^upload-2-\d+\.png$/);
    const response = await fetch(`${location.origin}/assets/profiles/${upload.body.nameFile}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('are no longer served once the demo data is put back (the employee has the seeded picture again)', async () => {
    expect((await call('PUT', '/user/photo/3', { name: 'moi.png', type: 'image/png', dataUrl })).status).toBe(200);
    const served = () => fetch(`${location.origin}${API}/user/photo/3`, { headers: { Authorization: `Bearer ${FAKE_TOKEN}` } });
    expect((await served()).status).toBe(200);
    expect((await call('POST', '/app/reset')).status).toBe(204);
    expect((await served()).status).toBe(404);
  });

  it('are kept in IndexedDB in the browser, whole, by employee', async () => {
    const store = await openIndexedDbPhotoStore(new IDBFactory(), 'photos-test');
    const photo = { employeeId: 7, nameFile: 'upload-7-2.png', type: 'image/png', size: PNG.length, dataUrl, uploadedAt: '2026-03-16T10:00:00.000Z' };
    await store.put(photo);
    expect(await store.get(7)).toEqual(photo);
    expect(await store.get(8)).toBeUndefined();
    await store.put({ ...photo, nameFile: 'upload-7-3.png' });
    expect((await store.get(7))?.nameFile).toBe('upload-7-3.png');
  });
});
