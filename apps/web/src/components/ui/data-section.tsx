import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

interface DataSectionProps {
  id: string;
  title: string;
  /** The section's list has nothing in it; `emptyTitle` says so instead of `children`. */
  empty: boolean;
  emptyTitle: string;
  children: ReactNode;
}

/** One titled part of a data page (an h2 named for its list), which says plainly when its list is empty. */
export function DataSection({ id, title, empty, emptyTitle, children }: DataSectionProps) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      {empty ? <EmptyState title={emptyTitle} /> : children}
    </section>
  );
}
