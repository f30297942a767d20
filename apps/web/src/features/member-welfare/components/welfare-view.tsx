import { useQuery } from '@tanstack/react-query';
import type { MemberWelfareResponse, WelfareReceived } from '@coop/contract';
import { formatThaiDate, sumBaht } from '@coop/thai-format';
import { useSearchParams } from 'react-router';
import { DataPage } from '@/components/ui/data-page';
import { Card, DetailItem, DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { RelatedPages } from '@/components/ui/related-pages';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { Tabs } from '@/components/ui/tabs';
import { MEMBER_INSURANCE_PATH, MEMBER_KEPCREM_PATH } from '@/lib/auth/member-paths';
import { memberWelfareQuery } from '../api/get-member-welfare';
import { WELFARE_TABS, WELFARE_TEXT as T, type WelfareTab } from '../messages';

const TAB_PARAM = 'tab';

const COLUMNS: readonly TableColumn<WelfareReceived>[] = [
  { key: 'date', header: T.date, primary: true, cell: (w) => formatThaiDate(w.claim_date) },
  { key: 'name', header: T.name, cell: (w) => w.name },
  { key: 'amount', header: T.amount, align: 'end', cell: (w) => <Money value={w.amount} className="font-semibold" /> },
  { key: 'status', header: T.status, cell: (w) => w.status },
  { key: 'note', header: T.note, cell: (w) => w.note || '-' },
];

function ReceivedPanel({ received }: { received: MemberWelfareResponse['received'] }) {
  if (received.length === 0) return <EmptyState title={T.noneReceived} />;
  const total = sumBaht(received.map((w) => w.amount));
  return (
    <div className="space-y-4">
      <Card>
        <DetailList columns={1}>
          <DetailItem label={T.totalReceived} emphasis>
            <Money value={total} baht />
          </DetailItem>
        </DetailList>
      </Card>
      <ResponsiveTable caption={T.received} columns={COLUMNS} rows={received} rowKey={(w) => `${w.welfare_code}-${w.claim_date}`} />
    </div>
  );
}

function ClaimablePanel({ claimable }: { claimable: MemberWelfareResponse['claimable'] }) {
  if (claimable.length === 0) return <EmptyState title={T.noneClaimable} />;
  return (
    <div>
      <ul className="space-y-3">
        {claimable.map((w) => (
          <li key={w.code} className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3 className="text-lg font-bold text-primary">{w.name}</h3>
              <p className="text-lg">
                <span className="sr-only">{T.upTo} </span>
                <Money value={w.amount} baht className="font-semibold" />
              </p>
            </div>
            <p className="mt-1 text-base text-stone-700">{w.description}</p>
            {w.once_only && (
              <p className="mt-2 inline-block rounded-full bg-secondary-light px-3 py-0.5 text-sm font-semibold text-warning">{T.onceOnly}</p>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-base text-stone-700">{T.claimHint}</p>
    </div>
  );
}

const isTab = (value: string | null): value is WelfareTab => WELFARE_TABS.some((t) => t === value);

/**
 * /member/welfare: tabs of welfare received and welfare claimable (the tab is kept in the URL), and links to the
 * cremation fund and insurance, which the menu reaches by no entry of their own.
 */
export function WelfareView() {
  const welfare = useQuery(memberWelfareQuery());
  const [params, setParams] = useSearchParams();
  const raw = params.get(TAB_PARAM);
  const tab: WelfareTab = isTab(raw) ? raw : 'received';
  // Replacing, not pushing: switching tabs is not a page the back button should step through.
  const choose = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_PARAM, key);
        return next;
      },
      { replace: true },
    );
  return (
    <DataPage text={T} query={welfare}>
      {(data) => (
        <>
          <Tabs
            label={T.tabs}
            idPrefix="welfare"
            value={tab}
            onChange={choose}
            tabs={[
              { key: 'received', label: T.received, panel: <ReceivedPanel received={data.received} /> },
              { key: 'claimable', label: T.claimable, panel: <ClaimablePanel claimable={data.claimable} /> },
            ]}
          />
          <RelatedPages
            title={T.relatedTitle}
            pages={[
              { to: MEMBER_KEPCREM_PATH, label: T.kepcremLink, hint: T.kepcremHint },
              { to: MEMBER_INSURANCE_PATH, label: T.insuranceLink, hint: T.insuranceHint },
            ]}
          />
        </>
      )}
    </DataPage>
  );
}
