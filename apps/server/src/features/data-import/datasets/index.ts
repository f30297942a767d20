import type { Dataset } from '../dataset';
import { beneficiaries } from './beneficiaries';
import { confirmationBalances } from './confirmation-balances';
import { cremationDeductions } from './cremation-deductions';
import { cremationMemberships } from './cremation-memberships';
import { depositAccounts } from './deposit-accounts';
import { depositStatements } from './deposit-statements';
import { dividendYears } from './dividend-years';
import { dividends } from './dividends';
import { insurancePolicies } from './insurance-policies';
import { kepHeaders } from './kep-headers';
import { kepLines } from './kep-lines';
import { loanCollaterals } from './loan-collaterals';
import { loanContracts } from './loan-contracts';
import { loanStatements } from './loan-statements';
import { memberGroups } from './member-groups';
import { members } from './members';
import { shareAccounts } from './share-accounts';
import { shareStatements } from './share-statements';
import { welfareClaims } from './welfare-claims';
import { welfareTypes } from './welfare-types';

/** Every dataset, in the order an empty database takes them (each one's references come before it). */
export const DATASETS: readonly Dataset[] = [
  memberGroups, members, shareAccounts, shareStatements, loanContracts, loanStatements, loanCollaterals,
  depositAccounts, depositStatements, kepHeaders, kepLines, beneficiaries, dividendYears, dividends,
  welfareTypes, welfareClaims, insurancePolicies, cremationMemberships, cremationDeductions, confirmationBalances,
];

export function findDataset(name: string): Dataset | undefined {
  return DATASETS.find((d) => d.name === name);
}
