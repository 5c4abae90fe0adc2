import type { LinkedEmployee } from '@/domain/user';
import { employeePhotoUrl } from '@/shared/lib/photo';

/** The employee's photo, or an avatar chosen by gender, as a round picture. */
export function EmployeeAvatar({
  employee,
  size,
  className = '',
}: {
  employee: LinkedEmployee;
  size: number;
  className?: string;
}) {
  return (
    <img
      src={employeePhotoUrl(employee)}
      alt=""
      width={size}
      height={size}
      className={`rounded-circle object-fit-cover ${className}`}
    />
  );
}
