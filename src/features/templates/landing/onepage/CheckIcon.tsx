import { Svg } from '@/shared/ui/icons';

/** The tick before each point of a list. */
export const CheckIcon = () => (
  <Svg className="onepage-check flex-shrink-0 mt-1">
    <polyline points="20 6 9 17 4 12" />
  </Svg>
);
