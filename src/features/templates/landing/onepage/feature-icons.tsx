import { GlobeIcon, MoonIcon, Svg, UserIcon } from '@/shared/ui/icons';

/** The pictures of the features, line icons in the style of shared/ui/icons. */
export const FEATURE_ICONS = {
  people: () => <UserIcon />,
  leave: () => (
    <Svg>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <line x1="16" y1="2" x2="16" y2="6" />
      <line x1="8" y1="2" x2="8" y2="6" />
      <line x1="3" y1="10" x2="21" y2="10" />
      <polyline points="9 16 11 18 15 14" />
    </Svg>
  ),
  missions: () => (
    <Svg>
      <rect x="2" y="7" width="20" height="14" rx="2" />
      <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
    </Svg>
  ),
  salary: () => (
    <Svg>
      <path d="M18 7a7 7 0 1 0 0 10" />
      <line x1="4" y1="10" x2="14" y2="10" />
      <line x1="4" y1="14" x2="14" y2="14" />
    </Svg>
  ),
  languages: () => <GlobeIcon />,
  modes: () => <MoonIcon />,
};

export type FeatureName = keyof typeof FEATURE_ICONS;
