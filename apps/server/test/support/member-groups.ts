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
