import type { DeliveryLetterResponse } from '@coop/contract';
import { bahtText, buddhistYear, thaiIsoDate } from '@coop/thai-format';
import type { PaymentBankAccount } from '../../config';
import { billPaymentPayload, billReference } from './bill-payment-qr';

export type DeliveryLetter = Omit<DeliveryLetterResponse, 'rc_code'>;

/** The 5th of the month after the bill's: cooperatives ask units to pay the month's collection by then. */
function payBy(year: number, month: number): string {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${next.year}-${String(next.month).padStart(2, '0')}-05`;
}

/**
 * The letter's facts from the month's cover sheet: the reference (group number / Buddhist year and month), the
 * total in figures and in Thai words, and how to pay it: the QR that pays exactly this bill where a biller ID is
 * configured, the collection account where one is, and the cooperative's phones always.
 */
export function deliveryLetter(input: {
  year: number;
  month: number;
  group: { member_group_no: string; member_group_name: string };
  coopName: string;
  memberCount: number;
  amount: number;
  today: Date;
  billerId: string | undefined;
  bankAccount: PaymentBankAccount | undefined;
  phones: readonly string[];
}): DeliveryLetter {
  const period = `${buddhistYear(input.year)}${String(input.month).padStart(2, '0')}`;
  const [ref1, ref2] = [billReference(input.group.member_group_no), billReference(period)];
  const account = input.bankAccount;
  return {
    year: input.year,
    month: input.month,
    member_group_no: input.group.member_group_no,
    member_group_name: input.group.member_group_name,
    coop_name: input.coopName,
    reference: `${input.group.member_group_no}/${period}`,
    letter_date: thaiIsoDate(input.today),
    pay_by: payBy(input.year, input.month),
    member_count: input.memberCount,
    amount: input.amount,
    amount_text: bahtText(input.amount),
    qr_payload: input.billerId ? billPaymentPayload({ billerId: input.billerId, ref1, ref2, amount: input.amount }) : null,
    ref1,
    ref2,
    bank_account: account ? { bank_name: account.bankName, account_no: account.accountNo, account_name: account.accountName } : null,
    contact_phones: [...input.phones],
  };
}
