import type { ColumnType, Generated } from 'kysely';
import type { DB } from './generated/database-types';
import type {
  GuarantorAnswer,
  ImportOutcome,
  ImportPhase,
  ImportRowError,
  ImportRunState,
  LoanApplicationEventKind,
  LoanApplicationStatus,
  LoanDocumentKind,
  LoanMethod,
  LoanRule,
  MemberEventKind,
  NotificationChannel,
  PayrollColumn,
  CsvEncoding,
  DocumentKind,
} from '@coop/contract';
import type { DocumentSubject, StatedDocument } from '../documents/document-facts';

/**
 * The app's view of the database: the generated types (columns, nullability, defaults: never edited by hand),
 * with the few columns the database types only as text or JSON narrowed to what the code writes there (a check
 * constraint's values, a JSON shape). Only the narrowings are kept here by hand.
 */

/** Replaces the types of some columns of a table; naming a column the table does not have is a type error. */
type Narrow<Table, Columns extends { [C in keyof Columns]: C extends keyof Table ? unknown : never }> = Omit<
  Table,
  keyof Columns
> &
  Columns;

/** JSON written as text (`JSON.stringify`) and read back parsed. */
type JsonText<Read> = ColumnType<Read, string, string>;

export type StaffRole = 'admin' | 'editor' | 'support' | 'auditor';
export type ConfirmationCampaignStatus = 'draft' | 'open' | 'closed';
export type ConfirmationBalanceKind = 'share' | 'deposit' | 'loan' | 'guarantee_given' | 'guarantee_received';
export type DisputeStatus = 'open' | 'in_review' | 'escalated' | 'resolved';
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'no-address' | 'skipped';
/** Event values as JSON: written as text, read back parsed. */
type EventParams = ColumnType<Record<string, unknown>, string | undefined, string>;
export type JobState = 'waiting' | 'running' | 'done' | 'dead';
/** What a passkey challenge was given for (decision 074). */
export type PasskeyPurpose = 'member-register' | 'member-sign-in' | 'staff-register' | 'staff-second-factor';

/** What an access row records (decision 078). */
export type AccessEvent = 'staff-read' | 'sign-in' | 'sign-in-failed';
export type AccessArea = 'member' | 'membergroup';

export type StaffUserTable = Narrow<DB['staff_users'], { role: StaffRole }>;
export type LoginLockTable = Narrow<DB['login_locks'], { kind: 'pair' | 'address' | 'account' }>;
export type ImportRunTable = Narrow<
  DB['import_runs'],
  {
    outcome: ImportOutcome;
    state: Generated<ImportRunState>;
    phase: ImportPhase | null;
    errors: ColumnType<ImportRowError[], string | undefined, string>;
  }
>;
export type ConfirmationBalanceTable = Narrow<DB['confirmation_balances'], { kind: ConfirmationBalanceKind }>;
export type ConfirmationAnswerTable = Narrow<DB['confirmation_answers'], { kind: ConfirmationBalanceKind }>;

// generated tables under the names the code uses
export type MemberTable = DB['members'];
export type MemberGroupTable = DB['member_groups'];
export type MemberTermsAcceptanceTable = DB['member_terms_acceptances'];
export type KepLineTable = DB['kep_lines'];
export type DepositAccountTable = DB['deposit_accounts'];
export type LoanContractTable = DB['loan_contracts'];
export type WelfareTypeTable = DB['welfare_types'];

export interface Database
  extends Omit<
    DB,
    | 'site_config'
    | 'audit_log'
    | 'cremation_memberships'
    | 'staff_users'
    | 'login_locks'
    | 'import_runs'
    | 'confirmation_campaigns'
    | 'confirmation_balances'
    | 'confirmation_answers'
    | 'confirmation_disputes'
    | 'confirmation_dispute_events'
    | 'jobs'
    | 'member_events'
    | 'member_inbox'
    | 'member_deliveries'
    | 'notification_preferences'
    | 'loan_product_versions'
    | 'loan_applications'
    | 'loan_application_guarantors'
    | 'loan_application_documents'
    | 'loan_application_events'
    | 'loan_application_certifications'
    | 'passkey_challenges'
    | 'access_record'
    | 'payroll_layouts'
    | 'issued_documents'
  > {
  site_config: Narrow<DB['site_config'], { value: JsonText<unknown> }>;
  /** Rows are only ever added (a trigger refuses the rest), so before and after are never updated. */
  audit_log: Narrow<DB['audit_log'], { before: ColumnType<unknown, string | null, never>; after: ColumnType<unknown, string | null, never> }>;
  cremation_memberships: Narrow<DB['cremation_memberships'], { beneficiaries: JsonText<{ name: string; relationship: string }[]> }>;
  staff_users: StaffUserTable;
  access_record: Narrow<DB['access_record'], { event: AccessEvent; area: AccessArea }>;
  login_locks: LoginLockTable;
  import_runs: ImportRunTable;
  confirmation_campaigns: Narrow<
    DB['confirmation_campaigns'],
    { status: Generated<ConfirmationCampaignStatus>; source: Generated<'finance' | 'import'> }
  >;
  confirmation_balances: ConfirmationBalanceTable;
  confirmation_answers: ConfirmationAnswerTable;
  confirmation_disputes: Narrow<DB['confirmation_disputes'], { status: Generated<DisputeStatus> }>;
  confirmation_dispute_events: Narrow<DB['confirmation_dispute_events'], { status: DisputeStatus }>;
  member_events: Narrow<DB['member_events'], { kind: MemberEventKind; params: EventParams }>;
  member_inbox: Narrow<DB['member_inbox'], { params: EventParams }>;
  member_deliveries: Narrow<DB['member_deliveries'], { channel: NotificationChannel; status: Generated<DeliveryStatus> }>;
  notification_preferences: Narrow<DB['notification_preferences'], { kind: MemberEventKind; channel: NotificationChannel }>;
  jobs: Narrow<DB['jobs'], { state: Generated<JobState>; data: ColumnType<unknown, string, string> }>;
  /** Rules checked against the contract's LoanRule when written (decision 063). */
  loan_product_versions: Narrow<DB['loan_product_versions'], { method: LoanMethod; rules: JsonText<LoanRule[]> }>;
  loan_applications: Narrow<
    DB['loan_applications'],
    { status: LoanApplicationStatus; payout_kind: 'deposit' | 'bank'; verdict: JsonText<{ guarantors_required: number } & Record<string, unknown>> }
  >;
  loan_application_guarantors: Narrow<DB['loan_application_guarantors'], { status: GuarantorAnswer }>;
  loan_application_documents: Narrow<DB['loan_application_documents'], { kind: LoanDocumentKind; media_type: 'image/jpeg' | 'application/pdf' }>;
  loan_application_events: Narrow<DB['loan_application_events'], { kind: LoanApplicationEventKind; params: EventParams }>;
  loan_application_certifications: Narrow<DB['loan_application_certifications'], { outcome: 'certified' | 'returned'; verdict: ColumnType<Record<string, unknown> | null, string | null, string | null> }>;
  passkey_challenges: Narrow<DB['passkey_challenges'], { purpose: PasskeyPurpose }>;
  /** Columns checked against the contract's PayrollLayout when written (decision 085). */
  payroll_layouts: Narrow<DB['payroll_layouts'], { columns: JsonText<PayrollColumn[]>; csv_encoding: CsvEncoding }>;
  /** Written as JSON text; read back as stored (decision 079). */
  issued_documents: Narrow<DB['issued_documents'], { kind: DocumentKind; subject: JsonText<DocumentSubject>; facts: JsonText<StatedDocument> }>;
}
