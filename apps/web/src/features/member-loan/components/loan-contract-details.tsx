import type { LoanContract } from '@coop/contract';
import { formatNumber, formatThaiDate } from '@coop/thai-format';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { Money } from '@/components/ui/money';
import { ProgressBar } from '@/components/ui/progress-bar';
import { signTone, signToneClass } from '@/lib/sign-tone';
import { LOAN_TEXT as T } from '../messages';

/** The contract's standing: spec 4 shows sign status 1 (in arrears) red, anything else gray. */
export function LoanStatusBadge({ signStatus }: { signStatus: number }) {
  const arrears = signTone('loan', signStatus) === 'red';
  return (
    <span
      className={`inline-block rounded-full border-2 px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${
        arrears ? 'border-danger bg-danger-light' : 'border-stone-300 bg-stone-50'
      } ${signToneClass('loan', signStatus)}`}
    >
      {arrears ? T.inArrears : T.normal}
    </span>
  );
}

/** How much of the loan is repaid: a bar and the same in words and numbers. */
export function LoanProgress({ contract }: { contract: LoanContract }) {
  const percent = formatNumber(contract.paid_percent, 1);
  const paid = formatNumber(contract.last_period, 0);
  const total = formatNumber(contract.total_periods, 0);
  return (
    <div>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 text-base">
        <span className="font-semibold text-stone-900">{T.paidPercent(percent)}</span>
        <span className="text-stone-700">{T.periodsOf(paid, total)}</span>
      </div>
      <ProgressBar percent={contract.paid_percent} label={T.progressText(percent, paid, total)} />
    </div>
  );
}

/** Every figure of one contract. */
export function LoanContractDetails({ contract }: { contract: LoanContract }) {
  return (
    <DetailList>
      <DetailItem label={T.balance} emphasis>
        <Money value={contract.principal_balance} baht className={signTone('loan', contract.sign_status) === 'red' ? 'text-danger' : ''} />
      </DetailItem>
      <DetailItem label={T.approved}>
        <Money value={contract.approved_amount} baht />
      </DetailItem>
      <DetailItem label={T.installment}>
        <Money value={contract.installment_amount} baht />
      </DetailItem>
      <DetailItem label={T.periods}>{T.periodsOf(formatNumber(contract.last_period, 0), formatNumber(contract.total_periods, 0))}</DetailItem>
      <DetailItem label={T.rate}>{T.ratePerYear(formatNumber(contract.interest_rate, 2))}</DetailItem>
      <DetailItem label={T.startDate}>{formatThaiDate(contract.start_date)}</DetailItem>
      <DetailItem label={T.method}>{T.methods[contract.payment_method]}</DetailItem>
      <DetailItem label={T.objective}>{contract.objective || '-'}</DetailItem>
      <DetailItem label={T.guarantors}>
        {contract.guarantor_count > 0 ? T.guarantorCount(formatNumber(contract.guarantor_count, 0)) : T.noGuarantor}
      </DetailItem>
      <DetailItem label={T.bank}>{[contract.bank_name, contract.bank_account].filter(Boolean).join(' ') || '-'}</DetailItem>
    </DetailList>
  );
}
