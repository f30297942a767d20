import type { UseQueryResult } from '@tanstack/react-query';
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
  list: UseQueryResult<TablePage<R>>;
  /** The table's words, as the feature's messages name them. */
  text: { loading: string; failed: string; empty: string; caption: string };
  columns: readonly TableColumn<R>[];
  rowKey: (row: R) => string | number;
  onPage: (page: number) => void;
}

/** One page of a console list too wide for cards (the audit log, a campaign's answers) as a table, with the pager. */
export function PagedTable<R>({ list, text, columns, rowKey, onPage }: PagedTableProps<R>) {
  return (
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
  );
}
