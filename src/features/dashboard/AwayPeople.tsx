import type { AwayPerson } from '@/domain/hr/dashboard';
import type { LinkedEmployee } from '@/domain/user';
import { formatNumber } from '@/shared/lib/format';
import { EmployeeAvatar } from '@/shared/ui/EmployeeAvatar';

/** The person as the avatar reads them: photo file, else gender. */
const asLinked = (person: AwayPerson): LinkedEmployee => ({
  id: person.employeeId,
  profile: { nameFile: person.nameFile ?? null },
  user: { person: { gender: person.gender, label: person.name } },
  position: { title: '' },
});

/** The first of today's absents, each with their avatar, and how many more there are. */
export function AwayPeople({ people, total }: { people: readonly AwayPerson[]; total: number }) {
  const more = total - people.length;
  if (people.length === 0) return null;
  return (
    <ul className="list-unstyled mb-0 mt-2 d-flex flex-column gap-1">
      {people.map((person) => (
        <li key={person.employeeId} className="d-flex align-items-center gap-2 text-body">
          <EmployeeAvatar employee={asLinked(person)} size={28} />
          <span className="text-truncate">{person.name}</span>
        </li>
      ))}
      {more > 0 && <li className="fw-medium">+{formatNumber(more)}</li>}
    </ul>
  );
}
