import type { AuditQuery } from '@coop/contract';
import { formatThaiDate, thaiIsoDate } from '@coop/thai-format';
import { recordAudit } from '../../audit/audit-log';
import { auditEntriesInOrder } from '../../db/repositories/audit-log-repository';
import type { DomainContext } from '../../domain/context';
import { auditFilter } from './audit-filter';

const HEADER = ['เลขที่', 'เวลา', 'ประเภทผู้กระทำ', 'ผู้กระทำ', 'การกระทำ', 'เป้าหมาย', 'ก่อน', 'หลัง', 'ที่อยู่ไอพี', 'เบราว์เซอร์'];

/** One CSV field: quoted, and a leading = + - @ made text, so a spreadsheet never runs what someone typed. */
function field(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The filtered audit log as CSV text (UTF-8 with a BOM, so Excel reads the Thai), oldest first, a batch of lines at
 * a time. The export is itself audited once the lines end, with the filter and the rows handed out: all of them, or
 * as many as had gone when the stream broke off. A day not in the calendar is refused before any line.
 */
export function auditExport(context: DomainContext, query: AuditQuery): { fileName: string; lines: AsyncIterable<string> } {
  const filter = auditFilter(query);
  async function* lines() {
    let sent = 0;
    let complete = false;
    try {
      yield `\uFEFF${HEADER.map(field).join(',')}\r\n`;
      for await (const rows of auditEntriesInOrder(context.db, filter)) {
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
      if (complete || sent > 0) await recordAudit(context, { action: 'audit.export', after: { filter: query, rows: sent, complete } });
    }
  }
  return { fileName: `audit-${thaiIsoDate(context.now())}.csv`, lines: lines() };
}
