/** A Blob's bytes or text, through FileReader (jsdom's Blob has neither arrayBuffer nor text). */
export function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('No bytes')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The text of a UTF-8 Blob, its BOM kept (TextDecoder would drop it). */
export const blobText = async (blob: Blob): Promise<string> =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobBytes(blob));
