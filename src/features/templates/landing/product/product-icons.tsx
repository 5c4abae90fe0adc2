import { Svg } from '@/shared/ui/icons';

/* The landing's small line icons (decorative, hidden from assistive technology). */

export const StarIcon = () => (
  <Svg fill="currentColor" strokeWidth="1">
    <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
  </Svg>
);

export const FEATURE_ICONS = {
  mesh: () => (
    <Svg>
      <path d="M4 4h16v16H4zM4 12h16M12 4v16M4 8h16M4 16h16M8 4v16M16 4v16" />
    </Svg>
  ),
  cushion: () => (
    <Svg>
      <path d="M2 16c3 0 3-3 6-3s3 3 6 3 3-3 6-3M2 20h20M4 10c2-4 14-4 16 0" />
    </Svg>
  ),
  grip: () => (
    <Svg>
      <path d="m3 20 6-10 4 6 3-4 5 8zM9 10l1.5-2.5" />
    </Svg>
  ),
  eco: () => (
    <Svg>
      <path d="M5 21c0-9 5-15 15-17-1 10-6 15-15 17zM5 21l7-8" />
    </Svg>
  ),
} as const;

export const TruckIcon = () => (
  <Svg>
    <path d="M1 4h13v12H1zM14 9h4l4 4v3h-8zM6 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM18 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z" />
  </Svg>
);

export const ReturnIcon = () => (
  <Svg>
    <path d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />
  </Svg>
);

export const ShieldIcon = () => (
  <Svg>
    <path d="M12 2 4 5v6c0 5 3.5 9 8 11 4.5-2 8-6 8-11V5z" />
  </Svg>
);

export const PauseIcon = () => (
  <Svg>
    <path d="M9 5v14M15 5v14" />
  </Svg>
);

export const PlayIcon = () => (
  <Svg fill="currentColor">
    <path d="m7 4 13 8-13 8z" />
  </Svg>
);
