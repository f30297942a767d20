import { formatNumber } from '@coop/thai-format';
import { secondaryButtonClass } from './button-classes';
import { UI_TEXT } from './ui-text';

interface PagerProps {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
  /** A page is on its way: the buttons wait for it. */
  busy?: boolean;
}

const count = (n: number) => formatNumber(n, 0);

/** Server paging: first, previous, next and last, with "หน้า X จาก Y" and the number of lines in all. */
export function Pager({ page, totalPages, total, onPage, busy = false }: PagerProps) {
  const t = UI_TEXT.pager;
  const buttons = [
    { label: t.first, symbol: '«', target: 1, disabled: page <= 1 },
    { label: t.previous, symbol: '‹', target: Math.min(page - 1, totalPages), disabled: page <= 1 },
    { label: t.next, symbol: '›', target: page + 1, disabled: page >= totalPages },
    { label: t.last, symbol: '»', target: totalPages, disabled: page >= totalPages },
  ];
  return (
    <nav aria-label={t.label} className="mt-4 rounded-2xl bg-white p-4 shadow-sm">
      <p className="mb-3 flex flex-wrap justify-between gap-x-4 text-lg" aria-live="polite">
        <span className="font-semibold">{t.page(count(Math.min(page, Math.max(totalPages, 1))), count(Math.max(totalPages, 1)))}</span>
        <span className="text-stone-700">{t.total(count(total))}</span>
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {buttons.map((b, i) => (
          <button
            key={b.label}
            type="button"
            onClick={() => onPage(b.target)}
            disabled={b.disabled || busy}
            className={`${secondaryButtonClass} px-3`}
          >
            {i < 2 && <span aria-hidden="true">{b.symbol}</span>}
            {b.label}
            {i >= 2 && <span aria-hidden="true">{b.symbol}</span>}
          </button>
        ))}
      </div>
    </nav>
  );
}
