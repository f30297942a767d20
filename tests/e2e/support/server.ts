// The only door from the browser tests into the server's code (its database, its types, the server tests' factories
// and helpers), so that moving a file on the server changes this one and no spec.
export { newDocumentCode as newLetterCode } from '../../../apps/server/src/documents/document-code';
export { type Db, type DatabaseHandle, openPostgres } from '../../../apps/server/src/db/database';
export type { ConfirmationCampaignStatus, DisputeStatus, MemberTable } from '../../../apps/server/src/db/schema';
export { type ErrorIngest, startErrorIngest } from '../../../apps/server/test/support/error-ingest';
export { addBeneficiaries } from '../../../apps/server/test/support/factories/beneficiaries';
export { addBalanceLines, addCampaign, addSignOff } from '../../../apps/server/test/support/factories/confirmation';
export { addContentCategory, addContentItem } from '../../../apps/server/test/support/factories/content';
export { addCremation } from '../../../apps/server/test/support/factories/cremation';
export { addDataRefresh } from '../../../apps/server/test/support/factories/data-refresh';
export { addDepositAccount } from '../../../apps/server/test/support/factories/deposits';
export { addDividend } from '../../../apps/server/test/support/factories/dividends';
export { addInsurancePolicy } from '../../../apps/server/test/support/factories/insurance';
export { addKepMonth } from '../../../apps/server/test/support/factories/kep';
export { addLoanContract } from '../../../apps/server/test/support/factories/loans';
export { addLoanProduct } from '../../../apps/server/test/support/factories/loan-products';
export { addShares } from '../../../apps/server/test/support/factories/shares';
export { addWelfareClaim, addWelfareType } from '../../../apps/server/test/support/factories/welfare';
export { addBilledGroups, addChangingGroups } from '../../../apps/server/test/support/member-groups';
export { LinePlatform, lineEvent, newLineUserId } from '../../../apps/server/test/support/line-platform';
export { addMember, newMembershipNo, TEST_PASSWORD } from '../../../apps/server/test/support/members';
export { addStaffUser, STAFF_PASSWORD, TEST_STAFF_SECRET_KEY, type TestStaff, totpCode } from '../../../apps/server/test/support/staff';
export { TcpProxy } from '../../../apps/server/test/support/tcp-proxy';
export { GATEWAY_KEY, GATEWAY_SECRET, SmsGatewayDouble } from '../../../apps/server/test/support/sms-gateway-double';
