import type { SitePageResponse } from '@coop/contract';
import { findSitePage, TERMS_KEY } from '../../db/repositories/site-page-repository';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';

export const NO_TERMS = 'สหกรณ์ยังไม่ได้เผยแพร่ข้อตกลงและเงื่อนไขการใช้บริการ';

/** The terms of use as staff last published them, with their version; a 404 in Thai before the first. */
export async function publishedTerms(context: DomainContext): Promise<SitePageResponse> {
  const page = await findSitePage(context.db, TERMS_KEY);
  if (!page) throw new ApiFailure(404, 'NOT_FOUND', NO_TERMS);
  return page;
}
