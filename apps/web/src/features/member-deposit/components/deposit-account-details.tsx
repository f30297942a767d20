import type { DepositAccount } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { Money } from '@/components/ui/money';
import { DEPOSIT_TEXT as T } from '../messages';

export function DepositStatusBadge({ closed }: { closed: boolean }) {
  return (
    <span
      className={`inline-block rounded-full border-2 px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${
        closed ? 'border-stone-300 bg-stone-100 text-stone-700' : 'border-success/40 bg-primary-light text-success'
      }`}
    >
      {closed ? T.closed : T.open}
    </span>
  );
}

export function DepositAccountDetails({ account }: { account: DepositAccount }) {
  return (
    <DetailList>
      <DetailItem label={T.balance} emphasis>
        <Money value={account.balance} baht />
      </DetailItem>
      <DetailItem label={T.withdrawable}>
        <Money value={account.withdrawable} baht />
      </DetailItem>
      <DetailItem label={T.accruedInterest}>
        <Money value={account.accrued_interest} baht />
      </DetailItem>
      {account.held_amount > 0 && (
        <DetailItem label={T.held}>
          <Money value={account.held_amount} baht />
        </DetailItem>
      )}
      <DetailItem label={T.accountName}>{account.account_name}</DetailItem>
      <DetailItem label={T.openDate}>{formatThaiDate(account.open_date)}</DetailItem>
    </DetailList>
  );
}
