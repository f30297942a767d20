import { VERIFY_PAGE_PATH, groupLetterCode } from '@coop/contract';

/** Where a printed document's QR code leads on the site at `origin`: the public check of every kind (decisions 034, 079). */
export const verifyUrl = (origin: string, code: string): string => `${origin}${VERIFY_PAGE_PATH}/${groupLetterCode(code)}`;
