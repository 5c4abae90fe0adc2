import type { PhotoStore, StoredPhoto } from '@server/core/storage/photos';

/** Photos kept in memory: Node tests, and browsers without IndexedDB. */
export function memoryPhotoStore(): PhotoStore {
  const photos = new Map<number, StoredPhoto>();
  return {
    get: async (employeeId) => photos.get(employeeId),
    put: async (photo) => void photos.set(photo.employeeId, photo),
    remove: async (employeeId) => void photos.delete(employeeId),
  };
}
