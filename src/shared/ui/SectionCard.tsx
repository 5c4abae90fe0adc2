import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id, which names the section for assistive technologies. */
  id: string;
  title: ReactNode;
  /** The heading's level on its page (2 unless the card sits under a section's h2). */
  level?: 2 | 3;
  /** The section's classes: a card with space below by default. */
  className?: string;
  testId?: string;
  busy?: boolean;
  children: ReactNode;
}

/** A card that is a titled section of its page: the section, its body and its small heading. */
export function SectionCard({ id, title, level = 2, className = 'card mb-3', testId, busy, children }: SectionCardProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className={className} aria-labelledby={id} data-testid={testId} aria-busy={busy}>
      <div className="card-body">
        <Heading id={id} className="h6">
          {title}
        </Heading>
        {children}
      </div>
    </section>
  );
}
