import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MEMBER_DEFAULTS } from './members';

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
