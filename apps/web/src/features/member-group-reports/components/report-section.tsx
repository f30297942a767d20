import type { ReactNode } from 'react';

/** One titled part of a report page (a table by item, by sub-group, by member). */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 text-xl font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}
