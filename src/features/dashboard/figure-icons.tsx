import type { JSX, SVGProps } from 'react';
import type { DashboardFigureName } from '@/domain/hr/dashboard';
import { Svg } from '@/shared/ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

/** One icon per dashboard figure (decorative: the figure's name says what it is). */
export const FIGURE_ICONS: Record<DashboardFigureName, (props: IconProps) => JSX.Element> = {
  headcount: (props) => (
    <Svg {...props}>
      <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
    </Svg>
  ),
  arrivals: (props) => (
    <Svg {...props}>
      <path d="M16 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
      <circle cx="8.5" cy="7" r="4" />
      <path d="M20 8v6M23 11h-6" />
    </Svg>
  ),
  departures: (props) => (
    <Svg {...props}>
      <path d="M16 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
      <circle cx="8.5" cy="7" r="4" />
      <path d="M23 11h-6" />
    </Svg>
  ),
  pendingLeaves: (props) => (
    <Svg {...props}>
      <path d="M5 22h14M5 2h14M17 22v-4.2a2 2 0 0 0-.6-1.4L12 12l-4.4 4.4a2 2 0 0 0-.6 1.4V22M7 2v4.2a2 2 0 0 0 .6 1.4L12 12l4.4-4.4a2 2 0 0 0 .6-1.4V2" />
    </Svg>
  ),
  awayToday: (props) => (
    <Svg {...props}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18M10 14l4 4M14 14l-4 4" />
    </Svg>
  ),
  missionsInProgress: (props) => (
    <Svg {...props}>
      <rect x="2" y="7" width="20" height="14" rx="2" />
      <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
    </Svg>
  ),
  contractsEnding: (props) => (
    <Svg {...props}>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h6M14 2l6 6h-6zM20 8v3" />
      <circle cx="18" cy="18" r="4" />
      <path d="M18 16.5V18l1 1" />
    </Svg>
  ),
};
