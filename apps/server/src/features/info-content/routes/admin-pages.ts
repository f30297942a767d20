import { ADMIN_SITE_PATHS, AdminSavedResponse, AdminSitePageResponse, ErrorResponses, SitePageKeyBody, SitePageSaveBody } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findSitePageForStaff, saveSitePage } from '../../../db/repositories/site-page-repository';
import { ApiFailure } from '../../../http/api-failure';
import { SITE_ADMIN_TEXT } from '../../../site/site-admin-text';
import { auditedChange } from '../../../audit/audited-change';
import { contextOf } from '../../../http/request-context';

/**
 * The staff-edited pages of plain text (site_pages): the terms of use (/member/termofconditional, decision 025) and
 * the member groups' guideline (decision 024). Saving raises the version when staff say the meaning changed.
 */
const pages: FastifyPluginAsyncTypebox = async (app) => {
  app.post(ADMIN_SITE_PATHS.pageGet, { schema: { body: SitePageKeyBody, response: { 200: AdminSitePageResponse, ...ErrorResponses } } }, async (request) => {
    const page = await findSitePageForStaff(app.db, request.body.key);
    return {
      key: request.body.key,
      page: page ? { title: page.title, body: page.body, version: page.version, updated_at: page.updated_at.toISOString() } : null,
    };
  });

  app.post(ADMIN_SITE_PATHS.pageSave, { schema: { body: SitePageSaveBody, response: { 200: AdminSavedResponse, ...ErrorResponses } } }, async (request) => {
    const { key, raise_version } = request.body;
    // as typed, with Windows line ends made plain and the blank space around it gone
    const body = request.body.body.replace(/\r\n?/g, '\n').trim();
    if (body === '') throw new ApiFailure(400, 'EMPTY_BODY', SITE_ADMIN_TEXT.emptyBody);
    const title = request.body.title.trim();
    const version = await auditedChange(contextOf(request), { action: 'site.page_update', target: `site_page:${key}` }, async (trx) => {
      const before = await findSitePageForStaff(trx, key);
      const saved = await saveSitePage(trx, { key, title, body, raiseVersion: raise_version }, app.now());
      return { before: before ?? null, after: { key, title, body, version: saved }, result: saved };
    });
    return { rc_code: '1' as const, rc_des: `${SITE_ADMIN_TEXT.saved} (ฉบับที่ ${version})`, id: version };
  });
};
export default pages;
