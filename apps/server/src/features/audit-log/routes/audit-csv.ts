import { Readable } from 'node:stream';
import { ADMIN_AUDIT_PATHS, AuditQuery, ErrorResponses } from '@coop/contract';
import { formatThaiDate, thaiIsoDate } from '@coop/thai-format';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { auditStaff } from '../../../audit/audit-log';
import { auditEntriesInOrder } from '../../../db/repositories/audit-log-repository';
import { refuseHead } from '../../../http/refuse-head';
import { auditFilter } from './audit-filter';

const HEADER = ['เลขที่', 'เวลา', 'ประเภทผู้กระทำ', 'ผู้กระทำ', 'การกระทำ', 'เป้าหมาย', 'ก่อน', 'หลัง', 'ที่อยู่ไอพี', 'เบราว์เซอร์'];

/** One CSV field: quoted, and a leading = + - @ made text, so a spreadsheet never runs what someone typed. */
function field(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The filtered audit log as a CSV file (UTF-8 with a BOM, so Excel reads the Thai), oldest first, streamed. The
 * export is itself audited once the stream ends, with the filter and the rows handed out: all of them, or as many as
 * had gone when the stream broke off.
 */
const auditCsv: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ADMIN_AUDIT_PATHS.csv,
    // a stream skips the JSON serializer; the audit row is the GET's, not a HEAD's
    { onRequest: refuseHead, schema: { querystring: AuditQuery, response: { 200: Type.Unsafe<Readable>({ description: 'text/csv' }), ...ErrorResponses } } },
    async (request, reply) => {
      const filter = auditFilter(request.query);
      const db = app.db;
      async function* lines() {
        let sent = 0;
        let complete = false;
        try {
          yield `\uFEFF${HEADER.map(field).join(',')}\r\n`;
          for await (const rows of auditEntriesInOrder(db, filter)) {
            yield rows
              .map((r) =>
                [r.id, formatThaiDate(r.at, 'short', { withTime: true }), r.actor_kind, r.actor, r.action, r.target, r.before, r.after, r.ip, r.user_agent]
                  .map(field)
                  .join(','),
              )
              .join('\r\n') + '\r\n';
            sent += rows.length;
          }
          complete = true;
        } finally {
          // a stream that failed before any row left handed out nothing, and says nothing
          if (complete || sent > 0) {
            await auditStaff(db, app.now(), request, { actor: request.staff.username, action: 'audit.export', after: { filter: request.query, rows: sent, complete } });
          }
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${thaiIsoDate(app.now())}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines()));
    },
  );
};
export default auditCsv;
