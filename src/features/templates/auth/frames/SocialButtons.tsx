import type { ReactNode } from 'react';
import { Svg } from '@/shared/ui/icons';

/** The four networks of the template screens; brand names stay as they are in every language. */
const NETWORKS: readonly { id: string; name: string; icon: ReactNode }[] = [
  { id: 'facebook', name: 'Facebook', icon: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" /> },
  { id: 'google', name: 'Google', icon: <path d="M18 6.3A8.5 8.5 0 1 0 20.5 12h-8" /> },
  {
    id: 'github',
    name: 'GitHub',
    icon: (
      <path d="M9 19c-5 1.5-5-2.5-7-3m14 6v-3.87a3.37 3.37 0 0 0-.94-2.61c3.14-.35 6.44-1.54 6.44-7A5.44 5.44 0 0 0 20 4.77 5.07 5.07 0 0 0 19.91 1S18.73.65 16 2.48a13.38 13.38 0 0 0-7 0C6.27.65 5.09 1 5.09 1A5.07 5.07 0 0 0 5 4.77a5.44 5.44 0 0 0-1.5 3.78c0 5.42 3.3 6.61 6.44 7A3.37 3.37 0 0 0 9 18.13V22" />
    ),
  },
  {
    id: 'twitter',
    name: 'Twitter',
    icon: (
      <path d="M23 3a10.9 10.9 0 0 1-3.14 1.53 4.48 4.48 0 0 0-7.86 3v1A10.66 10.66 0 0 1 3 4s-4 9 5 13a11.64 11.64 0 0 1-7 2c9 5 20 0 20-11.5a4.5 4.5 0 0 0-.08-.83A7.72 7.72 0 0 0 23 3z" />
    ),
  },
];

/**
 * The row of social sign-in buttons under its title. They have no
 * behaviour: they are plain buttons, named after their network, that do nothing.
 */
export function SocialButtons({ title }: { title: string }) {
  return (
    <div className="text-center mt-4">
      <p className="template-divider small text-body-secondary mb-3">{title}</p>
      <div className="d-flex justify-content-center gap-2" role="group" aria-label={title}>
        {NETWORKS.map(({ id, name, icon }) => (
          <button key={id} type="button" className={`btn template-social template-social--${id}`}>
            <Svg>{icon}</Svg>
            <span className="visually-hidden">{name}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
