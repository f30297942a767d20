import type { CollectionSummaryGroup, CoverSheetGroup, CoverSheetMember, CoverSheetResponse } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { Words } from '@/components/ui/words';
import { coverSheetQuery } from '../api/get-cover-sheet';
import { REPORT_TEXT } from '../messages';
import { amountColumns, subGroupColumns } from './amount-columns';
import { ReportSection } from './report-section';
import { ReportTotalCard } from './report-total-card';
import { PayrollFileCard } from './payroll-file-card';
import type { ReportMonth } from './report-month-frame';

/** Lines per screen page: a 5,000-member unit is read a page at a time, the PDF and workbook carry all of it. */
const PAGE_SIZE = 50;

interface Line extends CoverSheetMember {
  order: number;
  member_group_name: string;
}

const lineColumns: TableColumn<Line>[] = [
  { key: 'order', header: REPORT_TEXT.order, cell: (l) => formatNumber(l.order, 0), nowrap: true },
  { key: 'no', header: REPORT_TEXT.membershipNo, cell: (l) => l.membership_no, primary: true, nowrap: true },
  { key: 'name', header: REPORT_TEXT.name, cell: (l) => <Words text={l.full_name} /> },
  { key: 'group', header: REPORT_TEXT.group, cell: (l) => l.member_group_name },
  {
    key: 'loans',
    header: REPORT_TEXT.loan,
    // a contract to a line, as in the PDF: two side by side would widen the table past the page
    cell: (l) => (l.loans.length === 0 ? '-' : l.loans.map((loan) => <span key={loan.contract_no} className="block">{loan.contract_no}</span>)),
    nowrap: true,
  },
  ...amountColumns<Line>((l) => l.amounts),
];

const subGroups = (groups: readonly CoverSheetGroup[]): CollectionSummaryGroup[] =>
  groups.map((g) => ({ member_group_no: g.member_group_no, member_group_name: g.member_group_name, member_count: g.members.length, amounts: g.subtotal }));

function CoverSheet({ sheet, month }: { sheet: CoverSheetResponse; month: ReportMonth }) {
  const [page, setPage] = useState(1);
  let order = 0;
  const lines: Line[] = sheet.groups.flatMap((g) => g.members.map((m) => ({ ...m, order: ++order, member_group_name: g.member_group_name })));
  const totalPages = Math.max(1, Math.ceil(lines.length / PAGE_SIZE));
  const shown = lines.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  // a sheet of one sub-group needs no sub-group on every line
  const columns = sheet.groups.length > 1 ? lineColumns : lineColumns.filter((c) => c.key !== 'group');
  return (
    <div className="space-y-6">
      <ReportTotalCard posted={sheet.posted} memberCount={sheet.member_count} total={sheet.total.total} report="coverSheet" month={month} />
      <PayrollFileCard month={month} />
      <ReportSection title={REPORT_TEXT.byGroup}>
        <ResponsiveTable caption={REPORT_TEXT.byGroup} columns={subGroupColumns} rows={subGroups(sheet.groups)} rowKey={(g) => g.member_group_no} dense />
      </ReportSection>
      <ReportSection title={REPORT_TEXT.members}>
        <ResponsiveTable caption={REPORT_TEXT.keeprep} columns={columns} rows={shown} rowKey={(l) => l.membership_no} dense />
        {totalPages > 1 && (
          <div className="mt-4">
            <Pager page={page} totalPages={totalPages} total={lines.length} onPage={setPage} />
          </div>
        )}
      </ReportSection>
    </div>
  );
}

/** The งบหน้าเรียกเก็บ of the chosen month on screen, with its PDF and Excel downloads. */
export function CoverSheetView({ month }: { month: ReportMonth }) {
  const sheet = useQuery(coverSheetQuery({ year: month.year, month: month.month }));
  return (
    <QueryView query={sheet} loadingLabel={REPORT_TEXT.loading} failedTitle={REPORT_TEXT.failed}>
      {(data) => <CoverSheet key={`${data.year}-${data.month}`} sheet={data} month={month} />}
    </QueryView>
  );
}
