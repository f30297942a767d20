import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { addSitePage } from './factories/site-pages';
import type { MailCatcher } from './mail-catcher';
import { MEMBER_DEFAULTS } from './members';
import { startTestApp, type TestContext } from './test-app';

export const STRONG_PASSWORD = 'ช้างเผือกกินกล้วยหอม';
export const TERMS_VERSION = 3;

/** The proof a test member can give: the facts MEMBER_DEFAULTS writes, typed as a member would. */
export const RIGHT_PROOF = {
  id_card: '1-1017-00203-45-0',
  birth_date: MEMBER_DEFAULTS.birth_date,
  mobile: '0812345678',
  mem_password: STRONG_PASSWORD,
};

let nextAddress = 1;
/** A fresh client address, so one test's attempts never meet another's throttle. */
export const newAddress = (): string => `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

export function postAccountForm(
  app: FastifyInstance,
  path: string,
  payload: Record<string, unknown>,
  remoteAddress = newAddress(),
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: path, payload, remoteAddress });
}

/** An app that mails its one-time codes through the catcher, with the terms a registering member accepts. */
export async function startAppMailingCodes(mail: MailCatcher): Promise<TestContext> {
  const t = await startTestApp({ mail: { smtpUrl: await mail.start(), from: 'portal@coop.example' } });
  await addSitePage(t.database.db, { key: 'terms', title: 'ข้อตกลง', body: 'ข้อ 1', version: TERMS_VERSION });
  return t;
}
