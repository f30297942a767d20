import type { AdminSavedResponse, AdminSitePageResponse, SitePageKey, SitePageSaveBody } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import { findSitePageForStaff, saveSitePage } from '../../db/repositories/site-page-repository';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { SITE_ADMIN_TEXT } from '../../site/site-admin-text';

/**
 * The staff-edited pages of plain text (site_pages): the terms of use (/member/termofconditional, decision 025) and
 * the member groups' guideline (decision 024).
 */
export async function staffSitePage(context: DomainContext, key: SitePageKey): Promise<AdminSitePageResponse> {
  const page = await findSitePageForStaff(context.db, key);
  return { key, page: page ? { title: page.title, body: page.body, version: page.version, updated_at: page.updated_at.toISOString() } : null };
}

/** Saves a page, raising its version when staff say the meaning changed; the answer names the version. */
export async function saveStaffSitePage(context: DomainContext, body: SitePageSaveBody): Promise<AdminSavedResponse> {
  const { key, raise_version } = body;
  // as typed, with Windows line ends made plain and the blank space around it gone
  const text = body.body.replace(/\r\n?/g, '\n').trim();
  if (text === '') throw new ApiFailure(400, 'EMPTY_BODY', SITE_ADMIN_TEXT.emptyBody);
  const title = body.title.trim();
  const version = await auditedChange(context, { action: 'site.page_update', target: `site_page:${key}` }, async (trx) => {
    const before = await findSitePageForStaff(trx, key);
    const saved = await saveSitePage(trx, { key, title, body: text, raiseVersion: raise_version }, context.now());
    return { before: before ?? null, after: { key, title, body: text, version: saved }, result: saved };
  });
  return adminSaved(`${SITE_ADMIN_TEXT.saved} (ฉบับที่ ${version})`, version);
}
