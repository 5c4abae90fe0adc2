import type { HttpClient } from './client';

/** The private block of an employee (NIR, IBAN, emergency contact); version 0 when none was written yet. */
export interface EmployeePrivateBlock {
  employeeId: number;
  version: number;
  nir?: string;
  iban?: string;
  emergencyContactName?: string;
  emergencyContactPhone?: string;
}

/** A write of the block: its fields as the form sends them (an absent one is cleared) and the version read. */
export type EmployeePrivateWrite = Record<string, unknown> & { version: number };

/** A photo as it is sent: the file's name, type and size, its bytes as a base64 data URL. */
export interface PhotoFile {
  name: string;
  type: string;
  size: number;
  dataUrl: string;
}

/** The answer to a photo upload: the file the employee's `nameFile` now names. */
export interface PhotoUpload {
  employeeId: number;
  nameFile: string;
  type: string;
  size: number;
  url: string;
  /** The employee record's version after the upload (the photo is one of its fields). */
  employeeVersion: number;
}

/** The user service's calls about one employee: private block, photo, work e-mail. */
export interface EmployeeUserApi {
  /** GET user/private/{employeeId}. */
  getPrivate(employeeId: number): Promise<EmployeePrivateBlock>;
  /** PUT user/private/{employeeId}, quoting the block's version: a stale one answers 409. */
  savePrivate(employeeId: number, input: EmployeePrivateWrite): Promise<EmployeePrivateBlock>;
  /** PUT user/photo/{employeeId}, the file as JSON { name, type, size, dataUrl }. */
  uploadPhoto(employeeId: number, photo: PhotoFile): Promise<PhotoUpload>;
  /** POST user/checkEmail: whether no employee (but `employeeId`) and no account has this address. */
  checkEmail(email: string, employeeId?: number): Promise<{ available: boolean }>;
}

export function createEmployeeUserApi(client: HttpClient): EmployeeUserApi {
  return {
    getPrivate: async (employeeId) => (await client.get<EmployeePrivateBlock>(`/user/private/${employeeId}`)).data,
    savePrivate: async (employeeId, input) =>
      (await client.put<EmployeePrivateBlock>(`/user/private/${employeeId}`, input)).data,
    uploadPhoto: async (employeeId, photo) => (await client.put<PhotoUpload>(`/user/photo/${employeeId}`, photo)).data,
    checkEmail: async (email, employeeId) =>
      (await client.post<{ available: boolean }>('/user/checkEmail', employeeId === undefined ? { email } : { email, employeeId })).data,
  };
}
