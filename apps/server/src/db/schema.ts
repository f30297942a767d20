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

export interface SessionTable {
  token_hash: string;
  kind: string;
  subject: string;
  remember: boolean;
  created_at: Timestamp;
  expires_at: Timestamp;
  ip: string;
  user_agent: string;
}

export interface LoginThrottleTable {
  scope: string;
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface Database {
  site_config: SiteConfigTable;
  member_groups: MemberGroupTable;
  members: MemberTable;
  member_accounts: MemberAccountTable;
  sessions: SessionTable;
  login_throttle: LoginThrottleTable;
}
