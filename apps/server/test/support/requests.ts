import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/database';
import { addMember, newMembershipNo, TEST_PASSWORD } from './members';

export function login(
  app: FastifyInstance,
  membershipNo: string,
  password = TEST_PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/member/auth/login',
    payload: { membership_no: membershipNo, mem_password: password, ...extra },
  });
}

export async function loginToken(app: FastifyInstance, membershipNo: string, password = TEST_PASSWORD): Promise<string> {
  const res = await login(app, membershipNo, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** A member-area POST with the bearer token, as the web client sends it. */
export function memberPost(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

/** A member of the test's own, logged in: each test asserts the figures its factories wrote for that member alone. */
export async function loggedInMember(app: FastifyInstance, db: Db): Promise<{ no: string; token: string }> {
  const no = newMembershipNo();
  await addMember(db, no);
  return { no, token: await loginToken(app, no) };
}
