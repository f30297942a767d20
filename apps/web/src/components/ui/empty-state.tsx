import type { ReactNode } from 'react';

/** Nothing to show, said plainly: a member with no loans should read that, not see an empty box. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-stone-300 bg-white px-5 py-8 text-center">
      <p className="text-lg font-semibold text-balance text-stone-800">{title}</p>
      {children && <div className="mt-2 text-base text-balance text-stone-600">{children}</div>}
    </div>
  );
}
