/** An employee's uploaded photo, kept whole as a data URL (IndexedDB in the browser, memory in Node). */
export interface StoredPhoto {
  employeeId: number;
  /** The file name the employee's `nameFile` holds: upload-12-3.jpg. */
  nameFile: string;
  /** image/jpeg, image/png or image/webp. */
  type: string;
  /** Bytes. */
  size: number;
  dataUrl: string;
  uploadedAt: string;
}

/** The last photo uploaded for each employee. */
export interface PhotoStore {
  get(employeeId: number): Promise<StoredPhoto | undefined>;
  put(photo: StoredPhoto): Promise<void>;
  /** Forgets the employee's photo (a purge, docs/retention.md); nothing when there is none. */
  remove(employeeId: number): Promise<void>;
}
