import type { ShoeTone } from './product-data';

/** A sneaker seen from the side, in one of the shop's colours (decorative, inline SVG). */
export function ShoeArt({ tone, className = '' }: { tone: ShoeTone; className?: string }) {
  return (
    <svg
      viewBox="0 0 200 120"
      className={`shoe-art shoe-art--${tone} ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="100" cy="110" rx="86" ry="6" className="shoe-art__shadow" />
      <path
        d="M12 86 C10 62 24 52 46 50 L76 30 Q86 23 96 30 L120 52 C146 58 172 62 186 72 Q194 78 192 88 Z"
        className="shoe-art__upper"
      />
      <path d="M46 50 C60 62 86 70 120 52" className="shoe-art__stripe" />
      <path d="M22 72 C60 76 120 74 186 74" className="shoe-art__stripe" />
      <path d="M80 38 L90 46 M88 32 L98 41 M96 28 L106 36" className="shoe-art__laces" />
      <path d="M12 86 L192 86 L192 94 Q192 104 180 104 L22 104 Q10 104 10 94 Z" className="shoe-art__sole" />
      <path d="M16 96 L188 96" className="shoe-art__tread" />
    </svg>
  );
}
