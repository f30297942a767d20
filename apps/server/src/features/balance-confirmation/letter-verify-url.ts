import { VERIFY_PAGE_PATH, groupLetterCode } from '@coop/contract';
import type { FastifyRequest } from 'fastify';

/** Where a printed letter's QR code leads: PUBLIC_URL where set, else the address the member reached the site by. */
export function letterVerifyUrl(publicUrl: string | undefined, request: FastifyRequest, code: string): string {
  const origin = publicUrl ?? `${request.protocol}://${request.host}`;
  return `${origin}${VERIFY_PAGE_PATH}/${groupLetterCode(code)}`;
}
