import { ADMIN_AUDIT_PATHS, AuditListResponse, AuditQuery, ErrorResponses } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findAuditEntries } from '../../../db/repositories/audit-log-repository';
import { auditFilter } from './audit-filter';

const PAGE_SIZE = 50;

/** The audit log, newest first, filtered by who, what, on what and when. */
const auditList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(ADMIN_AUDIT_PATHS.list, { schema: { querystring: AuditQuery, response: { 200: AuditListResponse, ...ErrorResponses } } }, async (request) => {
    const page = Number(request.query.page ?? '1');
    const { rows, total } = await findAuditEntries(app.db, auditFilter(request.query), (page - 1) * PAGE_SIZE, PAGE_SIZE);
    return {
      rc_code: '1' as const,
      data: rows.map((r) => ({ ...r, id: String(r.id), at: r.at.toISOString() })),
      page,
      page_size: PAGE_SIZE,
      total,
      total_pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    };
  });
};
export default auditList;
