import type { SVGProps } from 'react';
import { Svg } from '@/shared/ui/icons';

export type IconProps = SVGProps<SVGSVGElement>;

/* The areas' icons, one per menu entry; an area's module names its own. */

export const EmployeeAreaIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </Svg>
);

export const AssignmentAreaIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M16 3h5v5M21 3l-7 7M8 21H3v-5M3 21l7-7" />
  </Svg>
);

export const AttendanceAreaIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="10" />
    <polyline points="12 6 12 12 16 14" />
  </Svg>
);

export const PositionAreaIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
  </Svg>
);

export const LeaveAreaIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18M9 16l2 2 4-4" />
  </Svg>
);

export const MissionAreaIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M17.8 19.2L16 11l3.5-3.5a2.1 2.1 0 0 0-3-3L13 8 4.8 6.2a.5.5 0 0 0-.5.1l-1.1 1.1a.5.5 0 0 0 .1.8L9 11l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 2.8 5.7a.5.5 0 0 0 .8.1l1.1-1.1a.5.5 0 0 0 .1-.4z" />
  </Svg>
);

export const ProjetAreaIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M22 19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5l2 3h9a2 2 0 0 1 2 2z" />
  </Svg>
);

export const SalaryAreaIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M18 7a7 7 0 1 0 0 10M4 10h10M4 14h10" />
  </Svg>
);

export const CityAreaIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" />
    <circle cx="12" cy="10" r="3" />
  </Svg>
);

export const CountryAreaIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1zM4 22v-7" />
  </Svg>
);

export const EnterpriseAreaIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 21h18M5 21V7l8-4v18M19 21V11l-6-4M9 9v.01M9 12v.01M9 15v.01M9 18v.01" />
  </Svg>
);

export const DirectionAreaIcon = (props: IconProps) => (
  <Svg {...props}>
    <polygon points="3 11 22 2 13 21 11 13 3 11" />
  </Svg>
);

export const DepartmentAreaIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="3" width="7" height="7" />
    <rect x="14" y="3" width="7" height="7" />
    <rect x="14" y="14" width="7" height="7" />
    <rect x="3" y="14" width="7" height="7" />
  </Svg>
);

export const ServiceAreaIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="5" r="3" />
    <circle cx="5" cy="19" r="3" />
    <circle cx="19" cy="19" r="3" />
    <path d="M12 8v4M12 12l-5 4.5M12 12l5 4.5" />
  </Svg>
);
