import { type Insertable, sql } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/database';
import { writeDocumentSignatures, writeSiteConfig } from '../db/repositories/site-config-repository';
import { insertStaffUser } from '../db/repositories/staff-user-repository';
import type { Database, MemberTable } from '../db/schema';
import { seedDemoContent } from './demo-content';
import { demoFinance, demoFinanceCatalog } from './demo-finance';
import { seedDemoLoanDecision } from './demo-loan-decision';
import { loanDemoRows, seedDemoLoanProducts } from './demo-loan-products';
import { DEMO_REGISTRANT, demoGroups, demoMember } from './demo-members';
import { DEMO_GROUP_GUIDE } from './demo-group-guide';
import { DEMO_TERMS } from './demo-terms';
import { DEMO_SIGNATURES, DEMO_SITE } from './demo-site';
import { Random } from './random';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_LOGINS = [
  { membershipNo: '0000001', password: DEMO_PASSWORD },
  { membershipNo: '0000002', password: DEMO_PASSWORD },
] as const;
/** Every demo member group (the main group and its units) logs in to the member-group area with this password. */
export const DEMO_GROUP_PASSWORD = 'Group@1234';
/** The unit printed at start: a battalion whose clerk sees its members' bills. */
export const DEMO_GROUP_LOGIN = { memberGroupNo: '00051005', password: DEMO_GROUP_PASSWORD } as const;
/** The demo staff console's administrator; not enrolled, so the first login shows the authenticator's QR code. */
export const DEMO_ADMIN = { username: 'admin', password: 'Admin@1234', displayName: 'ผู้ดูแลระบบ (ทดลอง)' } as const;
/** The demo auditor: reads the balance confirmation campaigns and exports the answers (issue 14); enrols likewise. */
export const DEMO_AUDITOR = { username: 'auditor', password: 'Auditor@1234', displayName: 'ผู้สอบบัญชี (ทดลอง)' } as const;
/** Has one of everything, and a deposit account of 10,000 statement lines for paging. */
export const SHOWCASE_MEMBER = '0000001';

const SEED = 20261122;
const BATCH = 1000;
/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;

/** Foreign keys decide the order. */
const TABLE_ORDER = [
  'welfare_types', 'dividend_years', 'data_refreshes',
  'share_accounts', 'share_statements', 'loan_contracts', 'loan_statements', 'loan_collaterals',
  'deposit_accounts', 'deposit_statements', 'kep_headers', 'kep_lines', 'cremation_memberships',
  'cremation_deductions', 'beneficiaries', 'dividends', 'welfare_claims', 'insurance_policies',
] as const satisfies readonly (keyof Database)[];

type Rows = { [T in keyof Database]?: Insertable<Database[T]>[] };

export interface SeedOptions {
  members: number;
  /** Dates are generated relative to this day; fixed in tests for repeatable data. */
  today?: Date;
  /** Where the demo loan application's documents are written; without it the application has none. */
  dataDir?: string;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('members').select('membership_no').limit(1).executeTakeFirst();
  return !!row;
}

async function insertRows(db: Db, rows: Rows): Promise<void> {
  for (const table of TABLE_ORDER) {
    const list = rows[table] as Record<string, unknown>[] | undefined;
    if (!list?.length) continue;
    const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(list[0] ?? {}).length));
    for (let i = 0; i < list.length; i += chunk) {
      await db.insertInto(table).values(list.slice(i, i + chunk) as never).execute();
    }
  }
}

function mergeInto(target: Rows, more: Rows): void {
  for (const [table, list] of Object.entries(more) as [keyof Database, unknown[]][]) {
    ((target[table] ??= []) as unknown[]).push(...list);
  }
}

/**
 * Fills an empty database with a fictitious cooperative: its site configuration, units, members with their
 * financial read copy, a portal account whose password is DEMO_PASSWORD for every member but DEMO_REGISTRANT (who is
 * to register), and one for every group whose password is DEMO_GROUP_PASSWORD. One hash is shared by all demo accounts of a kind, so 100,000 of them take
 * seconds, not hours; real accounts each get their own salt.
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<void> {
  const memberRandom = new Random(SEED);
  const financeRandom = new Random(SEED + 1);
  const today = opts.today ?? new Date();
  const [passwordHash, groupPasswordHash, adminPasswordHash, auditorPasswordHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_GROUP_PASSWORD),
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_AUDITOR.password),
  ]);
  const members: Insertable<MemberTable>[] = [];
  for (let n = 1; n <= opts.members; n++) members.push(demoMember(memberRandom, n, opts.members, today));

  const groups = demoGroups(opts.members);
  await db.transaction().execute(async (trx) => {
    await writeSiteConfig(trx, DEMO_SITE);
    await writeDocumentSignatures(trx, DEMO_SIGNATURES);
    await insertStaffUser(trx, {
      username: DEMO_ADMIN.username,
      display_name: DEMO_ADMIN.displayName,
      role: 'admin',
      password_hash: adminPasswordHash,
      password_changed_at: today,
      totp_secret: null,
      totp_enrolled_at: null,
      disabled_at: null,
      created_at: today,
    });
    await insertStaffUser(trx, {
      username: DEMO_AUDITOR.username,
      display_name: DEMO_AUDITOR.displayName,
      role: 'auditor',
      password_hash: auditorPasswordHash,
      password_changed_at: today,
      totp_secret: null,
      totp_enrolled_at: null,
      disabled_at: null,
      created_at: today,
    });
    await trx.insertInto('member_groups').values(groups).execute();
    await trx
      .insertInto('member_group_accounts')
      .values(groups.map((g) => ({ member_group_no: g.member_group_no, password_hash: groupPasswordHash, password_changed_at: today })))
      .execute();
    for (let start = 0; start < members.length; start += BATCH) {
      const batch = members.slice(start, start + BATCH);
      await trx.insertInto('members').values(batch).execute();
      await trx
        .insertInto('member_accounts')
        .values(
          batch
            .filter((m) => m.membership_no !== DEMO_REGISTRANT.membership_no)
            .map((m) => ({ membership_no: m.membership_no, password_hash: passwordHash, password_changed_at: today })),
        )
        .execute();
    }
    await insertRows(trx, demoFinanceCatalog(today));
    await seedDemoContent(trx, today, SEED + 2);
    await trx.insertInto('site_pages').values([DEMO_GROUP_GUIDE, DEMO_TERMS].map((page) => ({ ...page, updated_at: today }))).execute();
  });

  // Every member exists before any finance row, so guarantors can be anyone.
  const ctx = { today, memberCount: opts.members };
  // One member in 53 of a unit moved there this month: the months before were billed under the unit listed before
  // it, so the groups' reports and dashboards show members moving in and out.
  const units = groups.filter((g) => g.parent_no !== null).map((g) => g.member_group_no);
  const billedBefore = (m: Insertable<MemberTable>) => {
    const at = units.indexOf(m.member_group_no);
    return at >= 0 && Number(m.membership_no) % 53 === 0 ? units[(at + units.length - 1) % units.length]! : m.member_group_no;
  };
  for (let start = 0; start < members.length; start += BATCH) {
    const rows: Rows = {};
    for (const m of members.slice(start, start + BATCH)) {
      const basics = {
        membership_no: m.membership_no,
        member_group_no: m.member_group_no,
        billed_group_before: billedBefore(m),
        full_name: `${m.prename}${m.first_name} ${m.last_name}`,
        last_name: m.last_name,
        salary: m.salary ?? 0,
        member_date: m.member_date ?? '2000-01-01',
        birth_date: m.birth_date ?? '1970-01-01',
      };
      mergeInto(rows, demoFinance(financeRandom, basics, ctx, m.membership_no === SHOWCASE_MEMBER));
    }
    if (start === 0) makeShowcaseGuarantor(rows);
    await db.transaction().execute((trx) => insertRows(trx, rows));
  }
  // the loan products, and members numbered after everyone else's who show what their rules decide (decision 063)
  const loanDemo = loanDemoRows(today, DEMO_GROUP_LOGIN.memberGroupNo, passwordHash);
  await db.transaction().execute(async (trx) => {
    await seedDemoLoanProducts(trx, today);
    await trx.insertInto('members').values(loanDemo.members).execute();
    await trx.insertInto('member_accounts').values(loanDemo.accounts).execute();
    await insertRows(trx, loanDemo.rows);
    await seedDemoLoanDecision(trx, today, opts.dataDir);
  });
  // fresh statistics: without them the planner guesses hundreds of rows per member and even compiles JIT code
  await sql`analyze`.execute(db);
}

/** The showcase member also guarantees someone's loan, so every page has something to show. */
function makeShowcaseGuarantor(rows: Rows): void {
  const collaterals = rows.loan_collaterals ?? [];
  if (collaterals.some((c) => c.guarantor_no === SHOWCASE_MEMBER)) return;
  const own = new Set((rows.loan_contracts ?? []).filter((c) => c.membership_no === SHOWCASE_MEMBER).map((c) => c.contract_no));
  const other = collaterals.find((c) => c.collateral_type === 'guarantor' && !own.has(c.contract_no));
  if (other) other.guarantor_no = SHOWCASE_MEMBER;
}

export async function seedDemoIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await seedDemo(db, opts);
  return true;
}

/** Tables whose rows the application may never change or remove (decision 034); replacing the whole demo may. */
const APPEND_ONLY_TRUNCATE_GUARDS = [
  ['confirmation_responses', 'confirmation_responses_no_truncate'],
  ['confirmation_answers', 'confirmation_answers_no_truncate'],
  ['confirmation_signoffs', 'confirmation_signoffs_no_truncate'],
  ['confirmation_answer_chain', 'confirmation_answer_chain_no_truncate'],
] as const;

/** Empties every table the demo fills, for `npm run seed -- --reset`, with the members' confirmations and campaigns. */
export async function resetDemoData(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [table, trigger] of APPEND_ONLY_TRUNCATE_GUARDS) await sql`alter table ${sql.table(table)} disable trigger ${sql.id(trigger)}`.execute(trx);
    await sql`truncate sessions, login_throttle, member_group_accounts, member_accounts, members, member_groups, site_config,
      welfare_types, dividend_years, data_refreshes, site_pages, menu_items, marquee_notes, content_categories, board_topics,
      demands, elections, staff_users, confirmation_campaigns, loan_products, loan_approval_rounds restart identity cascade`.execute(trx);
    for (const [table, trigger] of APPEND_ONLY_TRUNCATE_GUARDS) await sql`alter table ${sql.table(table)} enable trigger ${sql.id(trigger)}`.execute(trx);
  });
}
