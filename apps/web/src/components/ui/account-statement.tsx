import type { StatementPage } from '@coop/contract';
import type { ReactNode } from 'react';
import type { StatementFileRef } from '@/lib/statement/download-statement';
import { useStatementSearch } from '@/lib/statement/use-statement-search';
import type { TableColumn } from './responsive-table';
import { StatementSection } from './statement-section';

interface AccountStatementProps<T extends { seq: number }> {
  /** The cards about the account above its lines (the contract, its collaterals, the share value…). */
  children: ReactNode;
  title: string;
  statement: StatementPage<T>;
  columns: readonly TableColumn<T>[];
  /** The first year that can hold lines; the current year when the account does not say. */
  minYear: number | undefined;
  /** Another page or range is loading; the one on screen stays until it arrives. */
  updating: boolean;
  /** The statement as a file to download, for the range shown. */
  file?: StatementFileRef;
}

/**
 * One account's page of a loan, deposit or share statement: what the account is, then its lines, with the date
 * range and the page kept in the address (so back, reload and a shared link show the same lines).
 */
export function AccountStatement<T extends { seq: number }>({ children, title, statement, columns, minYear, updating, file }: AccountStatementProps<T>) {
  const { search, setPage, setRange } = useStatementSearch();
  return (
    <div className="space-y-4">
      {children}
      <StatementSection
        title={title}
        statement={statement}
        columns={columns}
        rowKey={(line) => line.seq}
        search={search}
        onPage={setPage}
        onRange={setRange}
        minYear={minYear ?? new Date().getFullYear()}
        updating={updating}
        file={file}
      />
    </div>
  );
}
