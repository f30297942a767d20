import { VERIFY_PAGE_PATH, groupLetterCode } from '@coop/contract';

/** Where a printed letter's QR code leads on the site at `origin`. */
export const letterVerifyUrl = (origin: string, code: string): string => `${origin}${VERIFY_PAGE_PATH}/${groupLetterCode(code)}`;
