import { ERROR_CODES } from '@/domain/common';
import { PHOTO_MAX_BYTES, type PhotoMediaType } from '@/domain/rules/photo';
import { HttpFailure, type FieldError } from '../hr/errors';
import { readJson } from '../request-body';

/** The photo rule, said in every refusal. */
export const PHOTO_RULE = 'La photo doit être une image JPEG, PNG ou WebP de 2 Mo au plus.';
/** The domain's limit, the one the form checks before sending. */
const MAX_PHOTO_BYTES = PHOTO_MAX_BYTES;

/** The file extension of each accepted type. */
export const PHOTO_TYPES: Record<PhotoMediaType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
export type PhotoType = PhotoMediaType;

export interface UploadedPhoto {
  name: string;
  type: PhotoType;
  bytes: Uint8Array;
}

const refuse = (code: FieldError['code'], detail: string) =>
  new HttpFailure(400, `${PHOTO_RULE} ${detail}`, { photo: { code, message: `${PHOTO_RULE} ${detail}` } });

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The image type the bytes really are (their signature), whatever the file claims. */
export function sniffImageType(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 });

/** Checks size and type: the declared type (when any) must be what the bytes are. */
function checked(name: string, declared: string, bytes: Uint8Array): UploadedPhoto {
  if (bytes.length === 0) throw refuse(ERROR_CODES.required, 'Le fichier envoyé est vide.');
  if (bytes.length > MAX_PHOTO_BYTES) throw refuse(ERROR_CODES.tooLarge, `Celle-ci pèse ${megabytes(bytes.length)} Mo.`);
  const type = sniffImageType(bytes);
  if (!type || (declared !== '' && declared.toLowerCase() !== type)) {
    throw refuse(ERROR_CODES.invalidChoice, `Ce fichier${declared ? ` (${declared})` : ''} n'en est pas une.`);
  }
  return { name, type, bytes };
}

export function decodeBase64(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

const DATA_URL = /^data:([\w.+/-]*)(?:;[\w=.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

/** JSON `{ name, type, size, dataUrl }`: the data URL carries the bytes. */
function fromJson(body: unknown): UploadedPhoto {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const { name, type, dataUrl } = fields;
  if (typeof dataUrl !== 'string') throw refuse(ERROR_CODES.required, 'Envoyez-la en multipart/form-data ou en JSON { name, type, size, dataUrl }.');
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw refuse(ERROR_CODES.invalidType, "Son dataUrl n'est pas une URL data: en base64.");
  if (match[2].length > (MAX_PHOTO_BYTES * 4) / 3 + 8) throw refuse(ERROR_CODES.tooLarge, 'Celle-ci pèse plus de 2 Mo.');
  let bytes: Uint8Array;
  try {
    bytes = decodeBase64(match[2]);
  } catch {
    throw refuse(ERROR_CODES.invalidType, "Son dataUrl n'est pas du base64 valide.");
  }
  const declared = typeof type === 'string' ? type : match[1];
  if (typeof type === 'string' && match[1] !== '' && match[1].toLowerCase() !== type.toLowerCase()) {
    throw refuse(ERROR_CODES.invalidChoice, `Son type (${type}) n'est pas celui de son dataUrl (${match[1]}).`);
  }
  return checked(typeof name === 'string' ? name : 'photo', declared, bytes);
}

/** The first file of a multipart/form-data body. */
async function fromForm(request: Request): Promise<UploadedPhoto> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw refuse(ERROR_CODES.invalidType, "Le formulaire envoyé n'a pas pu être lu.");
  }
  for (const [, value] of form) {
    if (typeof value === 'string') continue;
    return checked(value.name || 'photo', value.type, new Uint8Array(await value.arrayBuffer()));
  }
  throw refuse(ERROR_CODES.required, 'Le formulaire ne contient aucun fichier.');
}

/** The uploaded photo, from multipart/form-data or JSON, checked; else the 400 naming the rule. */
export async function readPhoto(request: Request): Promise<UploadedPhoto> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) return fromForm(request);
  return fromJson(await readJson(request));
}
