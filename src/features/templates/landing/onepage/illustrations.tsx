/** The landing's drawings: inline SVG painted by onepage.css, so they follow light and dark modes. */

/** A window of the back-office: sidebar, figures, a bar chart and a ring. */
export function DashboardArt({ className = '' }: { className?: string }) {
  const bars = [38, 62, 48, 80, 56, 92, 70];
  return (
    <svg className={`onepage-art ${className}`} viewBox="0 0 480 340" aria-hidden="true" focusable="false">
      <rect className="art-shadow" x="18" y="22" width="452" height="310" rx="18" />
      <rect className="art-surface" x="8" y="8" width="452" height="310" rx="18" />
      <rect className="art-bar" x="8" y="8" width="452" height="34" rx="18" />
      <rect className="art-bar" x="8" y="26" width="452" height="16" />
      <circle className="art-dot-red" cx="32" cy="25" r="5" />
      <circle className="art-dot-amber" cx="50" cy="25" r="5" />
      <circle className="art-dot-green" cx="68" cy="25" r="5" />
      <rect className="art-side" x="8" y="42" width="92" height="276" />
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <rect key={row} className={row === 1 ? 'art-primary' : 'art-line'} x="24" y={64 + row * 30} width="60" height="10" rx="5" />
      ))}
      {[0, 1, 2].map((card) => (
        <g key={card}>
          <rect className="art-card" x={118 + card * 112} y="58" width="100" height="62" rx="10" />
          <rect className="art-line" x={130 + card * 112} y="72" width="44" height="8" rx="4" />
          <rect className={card === 1 ? 'art-accent' : 'art-primary'} x={130 + card * 112} y="92" width="64" height="14" rx="7" />
        </g>
      ))}
      <rect className="art-card" x="118" y="136" width="212" height="164" rx="10" />
      {bars.map((height, index) => (
        <rect
          key={index}
          className={index === 5 ? 'art-accent' : 'art-primary'}
          x={136 + index * 26}
          y={282 - height * 1.3}
          width="16"
          height={height * 1.3}
          rx="4"
        />
      ))}
      <rect className="art-card" x="342" y="136" width="100" height="164" rx="10" />
      <circle className="art-ring" cx="392" cy="200" r="30" />
      <circle className="art-ring-value" cx="392" cy="200" r="30" pathLength="100" strokeDasharray="68 100" />
      <rect className="art-line" x="358" y="252" width="68" height="8" rx="4" />
      <rect className="art-line" x="366" y="270" width="52" height="8" rx="4" />
    </svg>
  );
}

/** A team around a shared board: three people and a rising line. */
export function TeamArt({ className = '' }: { className?: string }) {
  const people = [
    { x: 120, tone: 'art-primary' },
    { x: 240, tone: 'art-accent' },
    { x: 360, tone: 'art-teal' },
  ];
  return (
    <svg className={`onepage-art ${className}`} viewBox="0 0 480 340" aria-hidden="true" focusable="false">
      <rect className="art-shadow" x="70" y="30" width="350" height="170" rx="16" />
      <rect className="art-surface" x="60" y="20" width="350" height="170" rx="16" />
      <polyline className="art-trend" points="90,160 150,130 200,145 260,95 320,110 380,55" />
      {[90, 150, 200, 260, 320, 380].map((x, index) => (
        <circle key={x} className="art-primary" cx={x} cy={[160, 130, 145, 95, 110, 55][index]} r="6" />
      ))}
      {people.map(({ x, tone }) => (
        <g key={x}>
          <circle className={tone} cx={x} cy="238" r="26" />
          <path className={tone} d={`M${x - 46} 330 a46 52 0 0 1 92 0 z`} />
        </g>
      ))}
    </svg>
  );
}
