import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** DATE columns travel as ISO `YYYY-MM-DD` strings (see database.ts parsers). */
type IsoDate = ColumnType<string, string, string>;

export interface SiteConfigTable {
  key: string;
  value: ColumnType<unknown, string, string>;
}

export interface MemberGroupTable {
  member_group_no: string;
  name: string;
  parent_no: string | null;
}

/** Read copy of the core banking member record. */
export interface MemberTable {
  membership_no: string;
  prename: string;
  first_name: string;
  last_name: string;
  member_group_no: string;
  member_status: string;
  birth_date: IsoDate | null;
  member_date: IsoDate | null;
  sex: string;
  position: string;
  salary: number;
  address: string;
  phone: string;
  email: string;
  national_id: string;
}

/** The portal's own login for a member; absent until the member registers. */
export interface MemberAccountTable {
  membership_no: string;
  password_hash: string;
  password_changed_at: Timestamp;
  created_at: Generated<Timestamp>;
}

/** One acceptance of the terms of use at registration: which version, when and from where. */
export interface MemberTermsAcceptanceTable {
  id: Generated<string>;
  membership_no: string;
  terms_version: number;
  accepted_at: Timestamp;
  ip: string;
  user_agent: string;
}

/** A one-time code mailed as a second proof of identity; only its hash is kept. */
export interface MemberOneTimeCodeTable {
  membership_no: string;
  /** 'register' or 'forget': a code sent for one flow does not serve the other. */
  purpose: string;
  code_hash: string;
  expires_at: Timestamp;
  tries_left: number;
}

/** A member's profile photo: the file under DATA_DIR/member-photos and the SHA-256 of its bytes. */
export interface MemberPhotoTable {
  membership_no: string;
  file_name: string;
  sha256: string;
  /** The name of the file the member picked, for staff; never used to find or type the picture. */
  original_name: string;
  uploaded_at: Timestamp;
}

export type StaffRole = 'admin' | 'editor' | 'support' | 'auditor';

/** A member of the cooperative's staff who uses the console (issue 13). */
export interface StaffUserTable {
  username: string;
  display_name: string;
  role: StaffRole;
  password_hash: string;
  password_changed_at: Timestamp;
  /** Base32; set at the first login, in use once `totp_enrolled_at` is set. */
  totp_secret: string | null;
  totp_enrolled_at: Timestamp | null;
  /** The authenticator's time step of the last second-factor login; a code of that step or earlier is refused. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  disabled_at: Timestamp | null;
  created_at: Timestamp;
}

/** A one-use code that stands in for the second factor when the phone is lost; only its hash is kept. */
export interface StaffRecoveryCodeTable {
  username: string;
  code_hash: string;
  used_at: Timestamp | null;
}

/** Who did what, when and from where; rows are only ever added (a trigger refuses the rest). */
export interface AuditLogTable {
  id: Generated<string>;
  at: Timestamp;
  /** 'staff', or 'system' for the command line. */
  actor_kind: string;
  actor: string;
  action: string;
  target: Generated<string>;
  /** JSON written as text, read back parsed. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

/** A member group's portal login (issue 11), apart from members' accounts. */
export interface MemberGroupAccountTable {
  member_group_no: string;
  password_hash: string;
  password_changed_at: Timestamp;
  created_at: Generated<Timestamp>;
}

/** An impersonation a support user asked for, until the console's GET spends it (decision 031). */
export interface PendingImpersonationTable {
  staff_username: string;
  membership_no: string;
  reason: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A member's request to activate the payment service on a deposit account (decision 033). */
export interface PaymentServiceRequestTable {
  id: Generated<number>;
  membership_no: string;
  account_no: string;
  account_name: string;
  mobile: string;
  consented_at: Timestamp;
  /** pending, approved or rejected. */
  status: Generated<string>;
  note: string | null;
  requested_at: Timestamp;
  decided_at: Timestamp | null;
  decided_by: string | null;
}

export interface SessionTable {
  token_hash: string;
  kind: string;
  subject: string;
  remember: boolean;
  created_at: Timestamp;
  expires_at: Timestamp;
  ip: string;
  user_agent: string;
  /** A member session a staff user opened to see the member's view (impersonation): who, and why. */
  impersonator: string | null;
  impersonation_reason: string | null;
  /** Sliding expiry never passes this (an impersonation ends within 30 minutes whatever happens). */
  max_expires_at: Timestamp | null;
}

/** A counter per (scope, key); for logins it counts attempts, each before its password is checked (015). */
export interface LoginThrottleTable {
  scope: string;
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

/** One lock as it began, kept for staff: who, from where, which limit, until when. */
export interface LoginLockTable {
  id: Generated<number>;
  area: string;
  kind: 'pair' | 'address' | 'account';
  membership_no: string | null;
  address: string;
  locked_at: Timestamp;
  locked_until: Timestamp;
}

/** A browser a member or a member group has logged in from (the hash of its device cookie). */
export interface KnownDeviceTable {
  token_hash: string;
  area: string;
  /** The membership number or the member-group number, after `area`. */
  subject: string;
  first_login_at: Timestamp;
  last_login_at: Timestamp;
}

export interface DataRefreshTable {
  id: Generated<number>;
  source: string;
  refreshed_at: Timestamp;
}

export interface ShareAccountTable {
  membership_no: string;
  share_value: number;
  share_count: number;
  monthly_payment: number;
  last_period: number;
  suspended: boolean;
}

/** `sign`: 1 adds to the balance, -1 takes from it, 0 neither (spec 4's colours). */
export interface ShareStatementTable {
  membership_no: string;
  seq: number;
  operate_date: IsoDate;
  item_code: string;
  item_desc: string;
  period: number | null;
  amount: number;
  sign: number;
  balance: number;
}

export interface LoanContractTable {
  contract_no: string;
  membership_no: string;
  loan_type_code: string;
  loan_type_name: string;
  approved_amount: number;
  principal_balance: number;
  installment_amount: number;
  last_period: number;
  total_periods: number;
  start_date: IsoDate;
  interest_rate: number;
  payment_method: string;
  objective: string;
  bank_name: string;
  bank_account: string;
  sign_status: number;
  closed: boolean;
}

export interface LoanStatementTable {
  contract_no: string;
  seq: number;
  operate_date: IsoDate;
  period: number | null;
  item_code: string;
  item_desc: string;
  principal: number;
  interest: number;
  amount: number;
  balance: number;
}

export interface LoanCollateralTable {
  id: Generated<number>;
  contract_no: string;
  collateral_type: string;
  guarantor_no: string | null;
  description: string;
  amount: number;
  status: string;
}

export interface DepositAccountTable {
  account_no: string;
  membership_no: string;
  type_code: string;
  type_name: string;
  account_name: string;
  balance: number;
  accrued_interest: number;
  withdrawable: number;
  held_amount: number;
  open_date: IsoDate;
  closed: boolean;
}

export interface DepositStatementTable {
  account_no: string;
  seq: number;
  operate_date: IsoDate;
  item_code: string;
  item_desc: string;
  sign: number;
  amount: number;
  balance: number;
}

export interface KepHeaderTable {
  membership_no: string;
  year: number;
  month: number;
  seq: number;
  /** The group that was billed for the member this month (the keeping run's), not the member's group of today. */
  member_group_no: string;
  receipt_no: string;
  receipt_date: IsoDate;
  posted: boolean;
  share_total: number;
  principal_total: number;
  interest_total: number;
  amount_total: number;
}

export interface KepLineTable {
  membership_no: string;
  year: number;
  month: number;
  seq: number;
  line_no: number;
  item_code: string;
  item_group: string;
  item_name: string;
  description: string;
  period: number | null;
  principal: number;
  interest: number;
  amount: number;
  balance_after: number | null;
}

export interface CremationMembershipTable {
  id: Generated<number>;
  membership_no: string;
  association: string;
  cremation_no: string;
  applied_date: IsoDate;
  status: string;
  balance: number;
  arrears: number;
  pending: number;
  beneficiaries: ColumnType<{ name: string; relationship: string }[], string, string>;
}

export interface CremationDeductionTable {
  membership_no: string;
  year: number;
  month: number;
  association: string;
  receipt_no: string;
  deceased_count: number;
  amount: number;
  posted: boolean;
}

export interface BeneficiaryTable {
  membership_no: string;
  seq: number;
  full_name: string;
  relationship: string;
  share_percent: number;
}

export interface DividendYearTable {
  year: number;
  dividend_rate: number;
  refund_rate: number;
  approved: boolean;
  paid_date: IsoDate | null;
}

export interface DividendTable {
  membership_no: string;
  year: number;
  share_base: number;
  dividend_amount: number;
  interest_paid: number;
  refund_amount: number;
  deduction_amount: number;
  deduction_desc: string;
  net_amount: number;
  pay_method: string;
  bank_name: string;
  bank_account: string;
}

export interface WelfareTypeTable {
  code: string;
  name: string;
  description: string;
  amount: number;
  once_only: boolean;
}

export interface WelfareClaimTable {
  id: Generated<number>;
  membership_no: string;
  welfare_code: string;
  claim_date: IsoDate;
  amount: number;
  status: string;
  note: string;
}

export interface InsurancePolicyTable {
  id: Generated<number>;
  membership_no: string;
  insurer: string;
  policy_type: string;
  policy_no: string;
  coverage: number;
  premium: number;
  monthly_premium: number;
  start_date: IsoDate;
  end_date: IsoDate;
  status: string;
}

export type ConfirmationCampaignStatus = 'draft' | 'open' | 'closed';

/** A year's balance confirmation (issue 14): the balances as of `balance_date`, imported while it is a draft or open. */
export interface ConfirmationCampaignTable {
  id: Generated<number>;
  /** Gregorian. */
  year: number;
  balance_date: IsoDate;
  status: ColumnType<ConfirmationCampaignStatus, ConfirmationCampaignStatus | undefined, ConfirmationCampaignStatus>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  opened_at: Timestamp | null;
  closed_at: Timestamp | null;
  /** `finance`: taken from the member data by staff; `import`: made by a core-banking file. */
  source: ColumnType<'finance' | 'import', 'finance' | 'import' | undefined, 'finance' | 'import'>;
  created_by: string | null;
  /** Whom the letters are addressed to: the auditor the general meeting appointed for the year; '' until set. */
  auditor_name: Generated<string>;
}

export type ConfirmationBalanceKind = 'share' | 'deposit' | 'loan' | 'guarantee_given' | 'guarantee_received';

/** One line of a member's confirmation letter: shares (units and baht), a deposit account, a loan, a guarantee. */
export interface ConfirmationBalanceTable {
  campaign_id: number;
  membership_no: string;
  line_no: number;
  kind: ConfirmationBalanceKind;
  /** The account or contract number; '' for shares. */
  reference: string;
  /** Thai: the type's name. */
  description: string;
  /** Shares only. */
  units: number | null;
  amount: number;
}

/** A member's one answer to a campaign (append-only): when, from where, the letter's code and fingerprint. */
export interface ConfirmationResponseTable {
  campaign_id: number;
  membership_no: string;
  answered_at: Timestamp;
  /** The name the letter showed. */
  member_name: string;
  letter_code: string;
  /** SHA-256 (hex) of the recorded letter's canonical text. */
  fingerprint: string;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

/** A line exactly as shown, and the member's answer (append-only). */
export interface ConfirmationAnswerTable {
  campaign_id: number;
  membership_no: string;
  line_no: number;
  kind: ConfirmationBalanceKind;
  reference: string;
  description: string;
  units: number | null;
  amount: number;
  agreed: boolean;
  reason: Generated<string>;
  claimed_amount: number | null;
}

export type DisputeStatus = 'open' | 'in_review' | 'escalated' | 'resolved';

/** The case a disputed line opens. */
export interface ConfirmationDisputeTable {
  id: Generated<number>;
  campaign_id: number;
  membership_no: string;
  line_no: number;
  status: ColumnType<DisputeStatus, DisputeStatus | undefined, DisputeStatus>;
  opened_at: Timestamp;
  updated_at: Timestamp;
}

/** A staff answer on a case: the status it set and the note the member reads. */
export interface ConfirmationDisputeEventTable {
  id: Generated<string>;
  dispute_id: number;
  at: Timestamp;
  staff_username: string;
  status: DisputeStatus;
  note: string;
}

export type ImportOutcome = 'imported' | 'rejected' | 'failed';

/** One core banking file offered to the import (issue 15), written or refused. */
export interface ImportRunTable {
  id: Generated<string>;
  started_at: Timestamp;
  finished_at: Timestamp;
  /** 'system' for the command line (actor: the OS user), 'staff' for the console. */
  actor_kind: string;
  actor: string;
  dataset: string;
  file_name: string;
  file_sha256: string;
  file_bytes: number;
  rows_read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  deleted: number;
  outcome: ImportOutcome;
  error_count: number;
}

export interface MenuItemTable {
  /** Also the key sub-items point at (spec 2.2: a sub-item's manu_id is its parent's seq). */
  seq: number;
  type: Generated<string>;
  manu_name: string;
  url: Generated<string>;
  is_parent: Generated<boolean>;
  /** Kept with its sub-items but left out of the public menu. */
  hidden: Generated<boolean>;
}

export interface MenuSubItemTable {
  id: Generated<number>;
  manu_id: number;
  seq: number;
  url: string;
  description: string;
}

export interface MarqueeNoteTable {
  id: Generated<number>;
  seq: number;
  note: string;
  active: Generated<boolean>;
}

/** A fixed page of text staff edit, by key (the clerks' guide: `guide_group`). */
export interface SitePageTable {
  key: string;
  title: string;
  body: string;
  /** Raised by staff when the meaning changes; an acceptance of the terms records the version read. */
  version: Generated<number>;
  updated_at: Timestamp;
}

export interface ContentCategoryTable {
  id: Generated<number>;
  content_type: string;
  name: string;
  seq: number;
  /** How many of its latest items the home page shows; 0 keeps it off home. */
  home_count: Generated<number>;
}

export interface ContentItemTable {
  id: Generated<number>;
  category_id: number;
  title: string;
  /** Plain text: summaries and search read it. */
  body: string;
  /** Sanitised HTML written in the console; null for items from before it, shown as the plain text. */
  body_html: Generated<string | null>;
  cover_image: string | null;
  /** Invisible to visitors until this moment. */
  published_at: Timestamp;
  /** False keeps the item from visitors whatever its date (a draft, a withdrawn item). */
  published: Generated<boolean>;
  highlight: Generated<boolean>;
  view_count: Generated<number>;
  created_at: Generated<Timestamp>;
  /** Null for items from before the console. */
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ContentImageTable {
  id: Generated<number>;
  item_id: number;
  seq: number;
  path: string;
  caption: Generated<string>;
}

export interface ContentAttachmentTable {
  id: Generated<number>;
  item_id: number;
  seq: number;
  title: string;
  path: string;
  size_bytes: number;
}

export interface BoardTopicTable {
  id: Generated<number>;
  name: string;
  title: string;
  body: string;
  created_at: Timestamp;
  ip: string;
  /** Moderation (migration 92): hidden from visitors, listed first, no new answers. */
  hidden: Generated<boolean>;
  pinned: Generated<boolean>;
  closed: Generated<boolean>;
}

export interface BoardAnswerTable {
  id: Generated<number>;
  topic_id: number;
  name: string;
  body: string;
  created_at: Timestamp;
  ip: string;
  hidden: Generated<boolean>;
}

/** Contact details (contact_name, phone, email, ip) are for staff only; no public query selects them. */
export interface DemandTable {
  id: Generated<number>;
  demand_type: string;
  title: string;
  body: string;
  contact_name: string;
  phone: string | null;
  email: string | null;
  created_at: Timestamp;
  ip: string;
  status: Generated<string>;
  answer: string | null;
  answered_at: Timestamp | null;
}

export interface ElectionTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  announced_on: IsoDate;
  voting_starts_at: Timestamp;
  voting_ends_at: Timestamp;
  results_published_at: Timestamp | null;
}

export interface ElectionPositionTable {
  id: Generated<number>;
  election_id: number;
  seq: number;
  name: string;
  seats: number;
}

export interface ElectionCandidateTable {
  id: Generated<number>;
  position_id: number;
  number: number;
  name: string;
  photo: string | null;
  profile: Generated<string>;
  votes: number | null;
  elected: Generated<boolean>;
}

export interface PollingPlaceTable {
  id: Generated<number>;
  election_id: number;
  seq: number;
  name: string;
  address: string;
  vote_date: IsoDate;
  /** HH:MM, Thai time. */
  opens_at: string;
  closes_at: string;
}

export interface Database {
  site_config: SiteConfigTable;
  member_groups: MemberGroupTable;
  members: MemberTable;
  member_accounts: MemberAccountTable;
  member_photos: MemberPhotoTable;
  member_terms_acceptances: MemberTermsAcceptanceTable;
  member_one_time_codes: MemberOneTimeCodeTable;
  staff_users: StaffUserTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  audit_log: AuditLogTable;
  member_group_accounts: MemberGroupAccountTable;
  sessions: SessionTable;
  pending_impersonations: PendingImpersonationTable;
  payment_service_requests: PaymentServiceRequestTable;
  login_throttle: LoginThrottleTable;
  login_locks: LoginLockTable;
  known_devices: KnownDeviceTable;
  data_refreshes: DataRefreshTable;
  share_accounts: ShareAccountTable;
  share_statements: ShareStatementTable;
  loan_contracts: LoanContractTable;
  loan_statements: LoanStatementTable;
  loan_collaterals: LoanCollateralTable;
  deposit_accounts: DepositAccountTable;
  deposit_statements: DepositStatementTable;
  kep_headers: KepHeaderTable;
  kep_lines: KepLineTable;
  cremation_memberships: CremationMembershipTable;
  cremation_deductions: CremationDeductionTable;
  beneficiaries: BeneficiaryTable;
  dividend_years: DividendYearTable;
  dividends: DividendTable;
  welfare_types: WelfareTypeTable;
  welfare_claims: WelfareClaimTable;
  insurance_policies: InsurancePolicyTable;
  import_runs: ImportRunTable;
  confirmation_campaigns: ConfirmationCampaignTable;
  confirmation_balances: ConfirmationBalanceTable;
  confirmation_responses: ConfirmationResponseTable;
  confirmation_answers: ConfirmationAnswerTable;
  confirmation_disputes: ConfirmationDisputeTable;
  confirmation_dispute_events: ConfirmationDisputeEventTable;
  menu_items: MenuItemTable;
  menu_sub_items: MenuSubItemTable;
  marquee_notes: MarqueeNoteTable;
  site_pages: SitePageTable;
  content_categories: ContentCategoryTable;
  content_items: ContentItemTable;
  content_images: ContentImageTable;
  content_attachments: ContentAttachmentTable;
  board_topics: BoardTopicTable;
  board_answers: BoardAnswerTable;
  demands: DemandTable;
  elections: ElectionTable;
  election_positions: ElectionPositionTable;
  election_candidates: ElectionCandidateTable;
  polling_places: PollingPlaceTable;
}
