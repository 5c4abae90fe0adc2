import type { Gender, LinkedEmployee } from '@/domain/user';

const base = import.meta.env.BASE_URL;

export const avatarFor = (gender: Gender): string =>
  `${base}assets/images/avatar-${gender === 'M' ? 'male' : gender === 'F' ? 'female' : 'neutral'}.svg`;

/** The employee's photo from the profiles path, else an avatar chosen by gender. */
export const employeePhotoUrl = (employee: LinkedEmployee): string =>
  employee.profile.nameFile
    ? `${base}assets/profiles/${encodeURIComponent(employee.profile.nameFile)}`
    : avatarFor(employee.user.person.gender);
