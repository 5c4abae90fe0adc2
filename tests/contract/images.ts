/** Small files for the upload tests: only their first bytes make them what they are. */

const withSignature = (signature: number[], size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  for (let index = signature.length; index < size; index += 1) bytes[index] = (index * 31) % 256;
  return bytes;
};

export const PNG = (size = 512) => withSignature([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size);
export const JPEG = (size = 512) => withSignature([0xff, 0xd8, 0xff, 0xe0], size);
export const WEBP = (size = 512) => withSignature([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], size);
export const GIF = (size = 512) => withSignature([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], size);

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** A multipart/form-data body with one file, written by hand (no FormData: the same bytes on every runtime). */
export function multipart(field: string, file: { name: string; type: string; bytes: Uint8Array }) {
  const boundary = `----contract${Math.random().toString(16).slice(2)}`;
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + file.bytes.length + tail.length);
  body.set(head);
  body.set(file.bytes, head.length);
  body.set(tail, head.length + file.bytes.length);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
