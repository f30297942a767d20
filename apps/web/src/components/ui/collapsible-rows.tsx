import { useId, useState } from 'react';
import type { TableColumn } from './responsive-table';

interface CollapsibleRowsProps<T> {
  /** Says what the list holds, for screen readers. */
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}

function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 shrink-0 text-stone-500 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}>
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CollapsibleRow<T>({ row, columns }: { row: T; columns: readonly TableColumn<T>[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // a text left empty (a line without a description) is left out of the row, not shown as a dash
  const lead = columns.filter((c) => c.primary || c.summary === 'text').map((c) => ({ key: c.key, primary: c.primary, value: c.cell(row) })).filter((c) => c.value !== '');
  const figure = columns.find((c) => c.summary === 'figure');
  const details = columns.filter((c) => !c.primary);
  return (
    <li className="rounded-2xl bg-white shadow-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-12 w-full items-center gap-3 rounded-2xl px-4 py-2 text-left text-lg hover:bg-stone-50"
      >
        <span className="min-w-0 flex-1 truncate">
          {lead.map((part, index) => (
            <span key={part.key} className={part.primary ? 'font-semibold text-stone-900' : 'text-stone-700'}>
              {index > 0 && ' · '}
              {part.value}
            </span>
          ))}
        </span>
        {figure && <span className="shrink-0 font-semibold whitespace-nowrap">{figure.cell(row)}</span>}
        <ChevronIcon open={open} />
      </button>
      <dl id={panelId} hidden={!open} className="border-t border-stone-200 px-4 pt-2 pb-3">
        {details.map((column) => (
          <div key={column.key} className="flex items-baseline justify-between gap-4 py-1">
            <dt className="shrink-0 text-base font-medium text-stone-600">{column.header}</dt>
            <dd className="text-right text-lg break-words">{column.cell(row) || '-'}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * Lines read on a phone: one line each (what it is, and its amount), opened with a tap to show every figure. Each
 * line is a button that says whether it is open (`aria-expanded`), at least 48 px tall for a thumb.
 */
export function CollapsibleRows<T>({ caption, columns, rows, rowKey }: CollapsibleRowsProps<T>) {
  return (
    <ul aria-label={caption} className="space-y-2">
      {rows.map((row) => (
        <CollapsibleRow key={rowKey(row)} row={row} columns={columns} />
      ))}
    </ul>
  );
}
