import { HttpResponse, http, passthrough } from 'msw';
import type { PhotoStore } from '../../db/photos';
import { answering, positiveId } from '../app/answering';
import type { AppBackend } from '../app/backend';
import { HttpFailure } from '../app/errors';
import { notFound } from '../app/write';
import type { Routes } from '../http';
import { PHOTO_TYPES, decodeBase64, encodeBase64, readPhoto } from './photo-input';

const SUBJECT = 'Cet employé';
/** Where the app looks for an employee's picture: {PROFILE_FILES}{nameFile}. */
export const PROFILE_FILES = '/assets/profiles/';
/** What an uploaded photo's `nameFile` looks like: upload-{employeeId}-{version}.{ext}. */
const UPLOAD_NAME = /^upload-(\d{1,15})-\d+\.(?:jpg|png|webp)$/;

const noPhoto = () => new HttpFailure(404, "Cet employé n'a pas de photo envoyée.");

function imageResponse(dataUrl: string, type: string) {
  const bytes = decodeBase64(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return new HttpResponse(bytes, {
    headers: { 'Content-Type': type, 'Content-Length': String(bytes.length), 'Cache-Control': 'no-cache' },
  });
}

/**
 * Uploads (PUT user/{kind}/{employeeId}, kind `photo` only): the photo is kept (IndexedDB in
 * the browser) and the employee's `nameFile` names it, so that the app's
 * assets/profiles/{nameFile} finds it too; GET user/photo/{employeeId} serves it.
 */
export function photoHandlers(routes: Routes, backend: () => Promise<AppBackend>, photos: () => Promise<PhotoStore>) {
  const current = async (rawId: unknown) => {
    const { ctx } = await backend();
    const employee = ctx.db.get('employees', positiveId(rawId, () => notFound(SUBJECT)));
    if (!employee) throw notFound(SUBJECT);
    const photo = await (await photos()).get(employee.id);
    return photo && photo.nameFile === employee.nameFile ? photo : undefined;
  };

  return [
    routes.on(
      'put',
      '/user/:kind/:id',
      answering(async ({ request, params }) => {
        if (params.kind !== 'photo') throw new HttpFailure(404, 'Seules les photos s’envoient ici : PUT user/photo/{id}.');
        const { ctx, store } = await backend();
        const id = positiveId(params.id, () => notFound(SUBJECT));
        if (!ctx.db.get('employees', id)) throw notFound(SUBJECT);
        const upload = await readPhoto(request);
        const employee = ctx.db.transaction(() => {
          const found = ctx.db.get('employees', id);
          if (!found) throw notFound(SUBJECT);
          const version = found.version + 1;
          const nameFile = `upload-${id}-${version}.${PHOTO_TYPES[upload.type]}`;
          const updated = { ...found, nameFile, version, updatedAt: ctx.clock.now() };
          ctx.db.put('employees', updated);
          return updated;
        });
        const dataUrl = `data:${upload.type};base64,${encodeBase64(upload.bytes)}`;
        const nameFile = employee.nameFile ?? '';
        await (await photos()).put({ employeeId: id, nameFile, type: upload.type, size: upload.bytes.length, dataUrl, uploadedAt: employee.updatedAt });
        await store.saved();
        return HttpResponse.json({
          employeeId: id,
          nameFile,
          type: upload.type,
          size: upload.bytes.length,
          url: `/user/photo/${id}`,
          employeeVersion: employee.version,
        });
      }),
      { bearer: true },
    ),
    routes.on(
      'get',
      '/user/photo/:id',
      answering(async ({ params }) => {
        const photo = await current(params.id);
        if (!photo) throw noPhoto();
        return imageResponse(photo.dataUrl, photo.type);
      }),
      { bearer: true },
    ),
    // What the app's <img> asks for (assets/profiles/{nameFile}): no token, no delay; other files go on to the network.
    // The network's answer comes at once: no other handler serves these files (MSW would try each in turn).
    http.get(`*${PROFILE_FILES}:file`, async ({ params }) => {
      const match = typeof params.file === 'string' ? UPLOAD_NAME.exec(params.file) : null;
      if (!match) return passthrough();
      const photo = await current(match[1]).catch(() => undefined);
      return photo && photo.nameFile === params.file ? imageResponse(photo.dataUrl, photo.type) : passthrough();
    }),
  ];
}
