import type { ReactNode } from 'react';
import { FADE_DELAYS_MS, FADE_DURATION_MS } from './product-data';

interface FadeInProps {
  /** Which of the landing's fade-in moments (0 to 5). */
  step: number;
  className?: string;
  children: ReactNode;
}

/** A block that fades in at its moment (product-landing.css leaves it still for reduced motion). */
export function FadeIn({ step, className = '', children }: FadeInProps) {
  return (
    <div
      className={`product-fade ${className}`}
      style={{ animationDelay: `${FADE_DELAYS_MS[step]}ms`, animationDuration: `${FADE_DURATION_MS}ms` }}
    >
      {children}
    </div>
  );
}
