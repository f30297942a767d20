import type { CoverSheetGroup, CoverSheetMember, DeductionChange } from '@coop/contract';
import { sumBaht } from '@coop/thai-format';

interface Placed {
  member: CoverSheetMember;
  groupNo: string;
}

const byMember = (groups: readonly CoverSheetGroup[]) =>
  new Map<string, Placed>(groups.flatMap((g) => g.members.map((member) => [member.membership_no, { member, groupNo: g.member_group_no }])));

const installments = (m: CoverSheetMember) =>
  new Map(m.loans.map((l) => [l.contract_no, sumBaht([l.principal, l.interest])]));

/** Where members new to the bill were billed the month before, and members gone from it this month, if anywhere. */
export interface BilledElsewhere {
  before: ReadonlyMap<string, string>;
  after: ReadonlyMap<string, string>;
}

const NOWHERE: BilledElsewhere = { before: new Map(), after: new Map() };

/**
 * How each member's deduction moved from one month to the next, as the payroll clerk must follow it: members new
 * to the bill or gone from it (or moved in from another group, or out to one), moved between sub-groups, loans
 * started or paid off, installments, shares and deposits that changed. A member whose deduction is the same appears
 * nowhere.
 */
export function deductionChanges(
  before: readonly CoverSheetGroup[],
  after: readonly CoverSheetGroup[],
  elsewhere: BilledElsewhere = NOWHERE,
): DeductionChange[] {
  const was = byMember(before);
  const now = byMember(after);
  const changes: DeductionChange[] = [];
  const add = (p: Placed, kind: DeductionChange['kind'], detail: string, from: number, to: number) =>
    changes.push({ membership_no: p.member.membership_no, full_name: p.member.full_name, member_group_no: p.groupNo, kind, detail, before: from, after: to });

  for (const [no, p] of now) {
    const old = was.get(no);
    if (!old) {
      const from = elsewhere.before.get(no);
      add(p, from ? 'moved_in' : 'new', from ?? '', 0, p.member.amounts.total);
      continue;
    }
    if (old.groupNo !== p.groupNo) add(p, 'moved', old.groupNo, old.member.amounts.total, p.member.amounts.total);
    const [oldLoans, newLoans] = [installments(old.member), installments(p.member)];
    for (const [contract, amount] of newLoans) {
      const previous = oldLoans.get(contract);
      if (previous === undefined) add(p, 'loan_started', contract, 0, amount);
      else if (previous !== amount) add(p, 'installment_changed', contract, previous, amount);
    }
    for (const [contract, amount] of oldLoans) if (!newLoans.has(contract)) add(p, 'loan_ended', contract, amount, 0);
    if (old.member.amounts.share !== p.member.amounts.share) add(p, 'share_changed', '', old.member.amounts.share, p.member.amounts.share);
    if (old.member.amounts.deposit !== p.member.amounts.deposit) {
      add(p, 'deposit_changed', '', old.member.amounts.deposit, p.member.amounts.deposit);
    }
  }
  for (const [no, p] of was) {
    if (now.has(no)) continue;
    const to = elsewhere.after.get(no);
    add(p, to ? 'moved_out' : 'left', to ?? '', p.member.amounts.total, 0);
  }
  return changes.sort((a, b) => a.membership_no.localeCompare(b.membership_no));
}
