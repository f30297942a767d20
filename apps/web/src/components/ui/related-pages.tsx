import { Link } from 'react-router';

export interface RelatedPage {
  to: string;
  label: string;
  /** One line on what the member finds there. */
  hint: string;
}

/**
 * Links to pages the menu does not list but this page concerns (insurance and the cremation fund from welfare and the
 * monthly deduction): whole cards, each one large target.
 */
export function RelatedPages({ title, pages }: { title: string; pages: readonly RelatedPage[] }) {
  return (
    <nav aria-label={title} className="mt-6">
      <h2 className="mb-2 text-lg font-bold text-stone-900">{title}</h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {pages.map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              className="flex min-h-16 items-center justify-between gap-3 rounded-2xl border-2 border-stone-200 bg-white px-4 py-3 shadow-sm hover:border-primary focus-visible:border-primary"
            >
              <span>
                <span className="block text-lg font-semibold text-primary">{page.label}</span>
                <span className="block text-base text-stone-700">{page.hint}</span>
              </span>
              <span aria-hidden="true" className="text-2xl text-primary">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
