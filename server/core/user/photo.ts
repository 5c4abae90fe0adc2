import { json } from '../http';
import type { PhotoStore } from '@server/core/storage/photos';
import { positiveId } from '../hr/answering';
import type { AppBackend } from '../hr/backend';
import { HttpFailure } from '../hr/errors';
import { notFound } from '../hr/write';
import { actingAs } from '../audit/acting';
import type { Routes } from '../http';
import { actorOf, forbidden, need, SIGNED_IN, type Permission } from '../access/permission';
import { covers, scopeOf } from '../access/scope';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import { PHOTO_TYPES, decodeBase64, encodeBase64, readPhoto } from './photo-input';

const SUBJECT = 'Cet employé';
/** Where the app looks for an employee's picture: {PROFILE_FILES}{nameFile}. */
export const PROFILE_FILES = '/assets/profiles/';
/** What an uploaded photo's `nameFile` looks like: upload-{employeeId}-{version}.{ext}. */
const UPLOAD_NAME = /^upload-(\d{1,15})-\d+\.(?:jpg|png|webp)$/;

const isOwn = (session: Session, rawId: string | undefined) => session.employeeId !== undefined && Number(rawId) === session.employeeId;

/** One's own photo is open to every signed-in account; another's needs `action` on employees. */
const ownPhotoOr =
  (action: 'read' | 'update'): Permission =>
  ({ params, session }) =>
    isOwn(session, params.id) ? SIGNED_IN : need('employee', action);

/** Whether the session may `action` the photo of this employee: its own, or someone within its reach. */
const reachesPhoto = async (session: Session | undefined, rawId: string | undefined, action: 'read' | 'update', ctx: AppContext) => {
  const actor = actorOf(session);
  return isOwn(actor, rawId) || covers(await scopeOf(actor, 'employee', action, ctx), 'people', Number(rawId));
};

const noPhoto = () => new HttpFailure(404, "Cet employé n'a pas de photo envoyée.");

function imageResponse(dataUrl: string, type: string) {
  const bytes = decodeBase64(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': type, 'Content-Length': String(bytes.length), 'Cache-Control': 'no-cache' },
  });
}

/** The employee's photo, when the one their `nameFile` names was uploaded. */
async function currentPhoto(backend: () => Promise<AppBackend>, photos: () => Promise<PhotoStore>, rawId: unknown) {
  const { ctx } = await backend();
  const employee = await ctx.db.get('employees', positiveId(rawId, () => notFound(SUBJECT)));
  if (!employee) throw notFound(SUBJECT);
  const photo = await (await photos()).get(employee.id);
  return photo && photo.nameFile === employee.nameFile ? photo : undefined;
}

/**
 * Uploads (PUT user/{kind}/{employeeId}, kind `photo` only): the photo is kept (IndexedDB in
 * the browser) and the employee's `nameFile` names it, so that the app's
 * assets/profiles/{nameFile} finds it too; GET user/photo/{employeeId} serves it.
 */
export function photoHandlers(routes: Routes, backend: () => Promise<AppBackend>, photos: () => Promise<PhotoStore>) {
  const current = (rawId: unknown) => currentPhoto(backend, photos, rawId);

  return [
    routes.on(
      'put',
      '/user/:kind/:id',
      async ({ request, params, session }) => {
        if (params.kind !== 'photo') throw new HttpFailure(404, 'Seules les photos s’envoient ici : PUT user/photo/{id}.');
        const { ctx, store } = await backend();
        const id = positiveId(params.id, () => notFound(SUBJECT));
        if (!(await ctx.db.get('employees', id))) throw notFound(SUBJECT);
        if (!(await reachesPhoto(session, params.id, 'update', ctx))) throw forbidden();
        const upload = await readPhoto(request);
        const employee = await actingAs(ctx, session).transaction(async ({ db }) => {
          const found = await db.get('employees', id);
          if (!found) throw notFound(SUBJECT);
          const version = found.version + 1;
          const nameFile = `upload-${id}-${version}.${PHOTO_TYPES[upload.type]}`;
          const updated = { ...found, nameFile, version, updatedAt: ctx.clock.now() };
          await db.update('employees', updated, found.version);
          return updated;
        });
        const dataUrl = `data:${upload.type};base64,${encodeBase64(upload.bytes)}`;
        const nameFile = employee.nameFile ?? '';
        await (await photos()).put({ employeeId: id, nameFile, type: upload.type, size: upload.bytes.length, dataUrl, uploadedAt: employee.updatedAt });
        await store.saved();
        return json({
          employeeId: id,
          nameFile,
          type: upload.type,
          size: upload.bytes.length,
          url: `/user/photo/${id}`,
          employeeVersion: employee.version,
        });
      },
      { bearer: true, permission: ownPhotoOr('update') },
    ),
    routes.on(
      'get',
      '/user/photo/:id',
      async ({ params, session }) => {
        // Someone outside the reach is answered as absent.
        if (!(await reachesPhoto(session, params.id, 'read', (await backend()).ctx))) throw notFound(SUBJECT);
        const photo = await current(params.id);
        if (!photo) throw noPhoto();
        return imageResponse(photo.dataUrl, photo.type);
      },
      { bearer: true, permission: ownPhotoOr('read') },
    ),
  ];
}

/** Where the backend serves uploaded profile photos without a token: {PROFILE_FILE_ROUTE}/{nameFile}. */
export const PROFILE_FILE_ROUTE = '/files/profiles';

/**
 * What the app's <img> asks for (assets/profiles/{nameFile}) when the file is an upload:
 * no token (an <img> sends none); any other name is 404, for the static files to answer.
 */
export function profileFileHandler(routes: Routes, backend: () => Promise<AppBackend>, photos: () => Promise<PhotoStore>) {
  return routes.on('get', `${PROFILE_FILE_ROUTE}/:file`, async ({ params }) => {
    const match = UPLOAD_NAME.exec(params.file ?? '');
    const photo = match ? await currentPhoto(backend, photos, match[1]).catch(() => undefined) : undefined;
    return photo && photo.nameFile === params.file ? imageResponse(photo.dataUrl, photo.type) : new Response(null, { status: 404 });
  });
}
