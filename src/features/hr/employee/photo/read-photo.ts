import type { PhotoFile } from '@/api';

/** The file as the upload sends it: its name, type and size, and its bytes as a data URL. */
export function readPhoto(file: File): Promise<PhotoFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve({ name: file.name, type: file.type, size: file.size, dataUrl: reader.result })
        : reject(new Error('No data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });
}
