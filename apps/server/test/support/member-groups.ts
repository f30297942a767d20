import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../src/auth/password';
import type { Db } from '../../src/db/database';
import { TEST_PASSWORD } from './members';

let next = 0;

/**
 * Creates a member group with a portal account and answers its number: 8 digits like the core banking system's,
 * unique within the process. A `parent` makes it a sub-group (สังกัด) of that group.
 */
export async function addMemberGroup(
  db: Db,
  opts: { parent?: string; name?: string; password?: string } = {},
): Promise<string> {
  next += 1;
  const no = `9${String(process.pid % 10_000).padStart(4, '0')}${String(next).padStart(3, '0')}`;
  await db
    .insertInto('member_groups')
    .values({ member_group_no: no, name: opts.name ?? `หน่วยทดสอบ ${next}`, parent_no: opts.parent ?? null })
    .execute();
  await db
    .insertInto('member_group_accounts')
    .values({ member_group_no: no, password_hash: await hashPassword(opts.password ?? TEST_PASSWORD), password_changed_at: new Date() })
    .execute();
  return no;
}

export function groupLogin(
  app: FastifyInstance,
  memberGroupNo: string,
  password = TEST_PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/membergroup/auth/login',
    payload: { member_group_no: memberGroupNo, member_group_pass: password, ...extra },
  });
}

export async function groupToken(app: FastifyInstance, memberGroupNo: string, password = TEST_PASSWORD): Promise<string> {
  const res = await groupLogin(app, memberGroupNo, password);
  if (res.statusCode !== 200) throw new Error(`group login failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export interface DeductionLine {
  item_code: string;
  amount: number;
  principal?: number;
  interest?: number;
  item_name?: string;
  description?: string;
  period?: number | null;
  balance_after?: number | null;
}

/** Writes a member's deduction document for the month (the keeping run's header and lines), as the import will. */
export async function addDeductions(
  db: Db,
  membershipNo: string,
  month: { year: number; month: number; posted?: boolean },
  lines: readonly DeductionLine[],
): Promise<void> {
  const sum = (pick: (l: DeductionLine) => number) => lines.reduce((satang, l) => satang + Math.round(pick(l) * 100), 0) / 100;
  await db
    .insertInto('kep_headers')
    .values({
      membership_no: membershipNo,
      year: month.year,
      month: month.month,
      seq: 1,
      receipt_no: `R${month.year}${month.month}${membershipNo}`,
      receipt_date: `${month.year}-${String(month.month).padStart(2, '0')}-28`,
      posted: month.posted ?? true,
      share_total: sum((l) => (l.item_code === 'SHR' ? l.amount : 0)),
      principal_total: sum((l) => l.principal ?? 0),
      interest_total: sum((l) => l.interest ?? 0),
      amount_total: sum((l) => l.amount),
    })
    .execute();
  await db
    .insertInto('kep_lines')
    .values(
      lines.map((l, i) => ({
        membership_no: membershipNo,
        year: month.year,
        month: month.month,
        seq: 1,
        line_no: i + 1,
        item_code: l.item_code,
        item_group: l.item_code,
        item_name: l.item_name ?? l.item_code,
        description: l.description ?? '',
        period: l.period ?? null,
        principal: l.principal ?? 0,
        interest: l.interest ?? 0,
        amount: l.amount,
        balance_after: l.balance_after ?? null,
      })),
    )
    .execute();
}
