import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';

interface TablePage<R> {
  data: readonly R[];
  page: number;
  total: number;
  total_pages: number;
}

interface PagedTableProps<R> {
  /** What narrows the table (the filters' form), above it. */
  filter: ReactNode;
  list: UseQueryResult<TablePage<R>>;
  /** The table's words, as the feature's messages name them. */
  text: { loading: string; failed: string; empty: string; caption: string };
  columns: readonly TableColumn<R>[];
  /** A row's key, where it is not its `id`. */
  rowKey?: (row: R) => string | number;
  onPage: (page: number) => void;
}

const idOf = (row: unknown) => (row as { id: number }).id;

/** A console list too wide for cards (the audit log, a campaign's answers): its filters, a page as a table, the pager. */
export function PagedTable<R>({ filter, list, text, columns, rowKey = idOf, onPage }: PagedTableProps<R>) {
  return (
    <div className="space-y-4">
      {filter}
      <QueryView query={list} loadingLabel={text.loading} failedTitle={text.failed}>
        {(page) =>
          page.total === 0 ? (
            <EmptyState title={text.empty} />
          ) : (
            <>
              <ResponsiveTable caption={text.caption} columns={columns} rows={page.data} rowKey={rowKey} />
              {page.total_pages > 1 && <Pager page={page.page} totalPages={page.total_pages} total={page.total} onPage={onPage} busy={list.isPlaceholderData} />}
            </>
          )
        }
      </QueryView>
    </div>
  );
}
