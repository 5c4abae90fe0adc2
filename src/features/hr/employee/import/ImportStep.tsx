import type { ReactNode } from 'react';

/** One numbered step of the import page: a card titled by its heading. */
export function ImportStep({ id, title, last = false, children }: { id: string; title: string; last?: boolean; children: ReactNode }) {
  return (
    <section className={last ? 'card' : 'card mb-3'} aria-labelledby={`import-${id}-title`}>
      <div className="card-body">
        <h2 id={`import-${id}-title`} className="h5">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
