import { BALANCE_KINDS, type BalanceKind, type BalanceLine } from '@coop/contract';

export interface LineGroup<L> {
  kind: BalanceKind;
  lines: L[];
}

/** The letter's lines under their kinds, in the letter's order of kinds (shares first), each kind's lines as given. */
export function groupLines<L extends BalanceLine>(lines: readonly L[]): LineGroup<L>[] {
  return BALANCE_KINDS.map((kind) => ({ kind, lines: lines.filter((line) => line.kind === kind) })).filter((group) => group.lines.length > 0);
}
