import type { ReactNode } from 'react';

export interface TableColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures line up on the right in the desktop table. */
  align?: 'start' | 'end';
  /** On a phone this cell heads the row's card, in bold and without its label (a date, a contract number). */
  primary?: boolean;
  /** Short codes and dates stay on one line in the desktop table (a contract number broken at its hyphen misreads). */
  nowrap?: boolean;
  /**
   * What a collapsed row (`CollapsibleRows`) shows on its one line beside the primary cell: a few words of text
   * (cut short to fit), or the figure at its end (the amount).
   */
  summary?: 'text' | 'figure';
}

interface ResponsiveTableProps<T> {
  /** Says what the table holds, for screen readers. */
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /**
   * A report of a dozen columns at 1280 px: smaller desktop text and padding, headings that wrap, and the last
   * column (the total) kept in view at the right edge should the table still be wider than the page.
   */
  dense?: boolean;
}

/**
 * One real table for every screen. From 1024 px it is a table; below, each row becomes a card of label-value
 * lines (the labels come from `data-label`), so nothing scrolls sideways on a phone and every figure keeps its
 * name next to it, in large text. A desktop table wider than the page (a report of a dozen columns) scrolls inside
 * its own frame, which the keyboard can reach, instead of pushing the whole page sideways.
 */
export function ResponsiveTable<T>({ caption, columns, rows, rowKey, dense = false }: ResponsiveTableProps<T>) {
  const pad = dense ? 'lg:px-2 lg:py-2 lg:text-sm' : 'lg:px-3 lg:py-3 lg:text-base';
  const sticky = dense ? 'lg:last:sticky lg:last:right-0 lg:last:bg-inherit' : '';
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="lg:overflow-x-auto lg:rounded-2xl lg:bg-white lg:shadow-sm">
      <table className="block w-full border-separate border-spacing-0 text-base lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only lg:not-sr-only lg:table-header-group">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`border-b-2 border-stone-200 bg-primary-light text-sm font-semibold text-primary-dark first:pl-5 last:pr-5 ${
                  dense ? 'px-2 py-2 align-bottom last:sticky last:right-0' : 'px-3 py-3 whitespace-nowrap'
                } ${column.align === 'end' ? 'text-right' : 'text-left'}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 lg:table-row-group lg:space-y-0">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="block rounded-2xl bg-white p-4 shadow-sm lg:table-row lg:rounded-none lg:p-0 lg:shadow-none lg:even:bg-stone-50"
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.header}
                  className={`${column.nowrap ? 'lg:whitespace-nowrap ' : ''}${sticky} ${
                    column.primary
                      ? `mb-1 block border-b border-stone-200 pb-2 text-lg font-semibold lg:mb-0 lg:table-cell lg:border-stone-100 ${pad} lg:first:pl-5`
                      : `flex items-baseline justify-between gap-4 py-1 text-right text-lg before:shrink-0 before:text-left before:text-base before:font-medium before:text-stone-600 before:content-[attr(data-label)] lg:table-cell lg:border-b lg:border-stone-100 ${pad} lg:before:content-none lg:first:pl-5 lg:last:pr-5 ${
                          column.align === 'end' ? 'lg:text-right' : 'lg:text-left'
                        }`
                  }`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
