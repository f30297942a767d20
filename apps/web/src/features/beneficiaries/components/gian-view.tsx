import { useQuery } from '@tanstack/react-query';
import type { Beneficiary } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { DataPage } from '@/components/ui/data-page';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { beneficiariesQuery } from '../api/get-member-gian';
import { GIAN_TEXT as T } from '../messages';

const COLUMNS: readonly TableColumn<Beneficiary>[] = [
  { key: 'name', header: T.name, primary: true, cell: (b) => b.full_name },
  { key: 'seq', header: T.seq, align: 'end', cell: (b) => formatNumber(b.seq, 0) },
  { key: 'relationship', header: T.relationship, cell: (b) => b.relationship },
  { key: 'share', header: T.share, align: 'end', cell: (b) => `${formatNumber(b.share_percent)}%` },
];

/** /member/gian: the member's beneficiaries in order, with their shares. */
export function GianView() {
  const gian = useQuery(beneficiariesQuery());
  return (
    <DataPage text={T} query={gian} isEmpty={(data) => data.beneficiaries.length === 0}>
      {(data) => (
        <>
          <ResponsiveTable caption={T.caption} columns={COLUMNS} rows={data.beneficiaries} rowKey={(b) => b.seq} />
          <p className="mt-4 text-base text-stone-700">{T.changeHint}</p>
        </>
      )}
    </DataPage>
  );
}
