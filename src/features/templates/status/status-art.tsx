import type { SVGProps } from 'react';
import { Svg } from '@/shared/ui/icons';

/* The status pages' drawings: inline SVG coloured by the theme (status.css), nothing downloaded. */

const ART = { viewBox: '0 0 240 180', width: '100%', height: '100%', focusable: 'false' } as const;

export const HomeArtIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z" />
  </Svg>
);

/** A rocket lifting off above the clouds. */
export const RocketArt = () => (
  <svg {...ART}>
    <circle cx="120" cy="90" r="78" className="status-art-soft" />
    <circle cx="48" cy="40" r="3" className="status-art-primary" />
    <circle cx="196" cy="56" r="4" className="status-art-accent" />
    <circle cx="180" cy="22" r="2.5" className="status-art-primary" />
    <g className="status-art-float">
      <path d="M108 126 Q120 170 132 126 Z" className="status-art-accent" />
      <path d="M101 96 L82 130 L104 122 Z" className="status-art-deep" />
      <path d="M139 96 L158 130 L136 122 Z" className="status-art-deep" />
      <path d="M120 24 C144 46 146 90 139 126 L101 126 C94 90 96 46 120 24 Z" className="status-art-surface" />
      <path d="M120 24 C129 32 134 40 137 48 L103 48 C106 40 111 32 120 24 Z" className="status-art-primary" />
      <circle cx="120" cy="76" r="12" className="status-art-primary" />
      <circle cx="120" cy="76" r="6.5" className="status-art-soft" />
    </g>
    <g className="status-art-muted">
      <circle cx="70" cy="150" r="20" />
      <circle cx="104" cy="146" r="26" />
      <circle cx="142" cy="150" r="22" />
      <circle cx="174" cy="154" r="16" />
      <rect x="50" y="150" width="140" height="24" rx="12" />
    </g>
  </svg>
);

/** One toothed wheel centred on (cx, cy). */
function Gear({ cx, cy, r, className }: { cx: number; cy: number; r: number; className: string }) {
  const teeth = Array.from({ length: 8 }, (_, index) => index * 45);
  return (
    <g className={className} style={{ transformOrigin: `${cx}px ${cy}px` }}>
      {teeth.map((angle) => (
        <rect
          key={angle}
          x={cx - r * 0.22}
          y={cy - r * 1.28}
          width={r * 0.44}
          height={r * 0.6}
          rx={r * 0.08}
          transform={`rotate(${angle} ${cx} ${cy})`}
        />
      ))}
      <circle cx={cx} cy={cy} r={r} />
      <circle cx={cx} cy={cy} r={r * 0.38} className="status-art-hole" />
    </g>
  );
}

/** Two gears turning, a wrench across them. */
export const GearsArt = () => (
  <svg {...ART}>
    <circle cx="120" cy="90" r="78" className="status-art-soft" />
    <Gear cx={100} cy={84} r={36} className="status-art-primary status-art-spin" />
    <Gear cx={158} cy={124} r={22} className="status-art-deep status-art-spin-back" />
    <g transform="translate(100 96) rotate(45)" className="status-art-tool">
      <rect x="-6" y="-8" width="12" height="56" rx="6" />
      <circle cx="0" cy="-16" r="17" />
      <rect x="-6.5" y="-38" width="13" height="24" rx="2" className="status-art-soft" />
    </g>
  </svg>
);

/** A big 404 whose zero is a ringed planet. */
export const LostArt = () => (
  <svg {...ART}>
    <circle cx="120" cy="90" r="78" className="status-art-soft" />
    <text x="38" y="118" className="status-art-digits">
      4
    </text>
    <text x="158" y="118" className="status-art-digits">
      4
    </text>
    <circle cx="120" cy="90" r="26" className="status-art-primary" />
    <ellipse
      cx="120"
      cy="90"
      rx="44"
      ry="10"
      transform="rotate(-18 120 90)"
      className="status-art-ring"
    />
    <circle cx="112" cy="82" r="5" className="status-art-soft" />
  </svg>
);

/** A cloud, struck through: no connection. */
export const OfflineArt = () => (
  <svg {...ART}>
    <circle cx="120" cy="90" r="78" className="status-art-soft" />
    <g className="status-art-primary">
      <circle cx="92" cy="100" r="26" />
      <circle cx="126" cy="84" r="34" />
      <circle cx="160" cy="104" r="22" />
      <rect x="66" y="100" width="116" height="30" rx="15" />
    </g>
    <line x1="64" y1="42" x2="180" y2="146" className="status-art-gap" />
    <line x1="64" y1="42" x2="180" y2="146" className="status-art-cut" />
  </svg>
);
