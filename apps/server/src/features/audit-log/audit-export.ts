import type { AuditQuery } from '@coop/contract';
import { buddhistYear, formatThaiDate, thaiIsoDate } from '@coop/thai-format';
import { recordAudit } from '../../audit/audit-log';
import { csvField } from '../../text/csv-field';
import { auditEntriesInOrder } from '../../db/repositories/audit-log-repository';
import type { DomainContext } from '../../domain/context';
import { auditFilter } from './audit-filter';
import { auditWords } from './audit-sentence';

const HEADER = ['เลขที่', 'วันที่และเวลา', 'ผู้กระทำ', 'การกระทำ', 'รายละเอียด', 'เป้าหมาย', 'ที่อยู่ไอพี', 'อุปกรณ์'];

/**
 * "บันทึกการใช้งาน-2569-11-27.csv": the day of the export in the Buddhist year, as the rest of the file reads; and
 * "audit-2569-11-27.csv" for clients that read only an ASCII name.
 */
export function auditFileNames(now: Date): { fileName: string; fallback: string } {
  const [year, month, day] = thaiIsoDate(now).split('-');
  const date = `${buddhistYear(Number(year))}-${month}-${day}`;
  return { fileName: `บันทึกการใช้งาน-${date}.csv`, fallback: `audit-${date}.csv` };
}

/**
 * The filtered audit log as CSV text, in the words the console shows (no codes or JSON) (UTF-8 with a BOM, so Excel reads the Thai), oldest first, a batch of lines at
 * a time. The export is itself audited once the lines end, with the filter and the rows handed out: all of them, or
 * as many as had gone when the stream broke off. A day not in the calendar is refused before any line.
 */
export function auditExport(context: DomainContext, query: AuditQuery): { fileName: string; fallback: string; lines: AsyncIterable<string> } {
  const filter = auditFilter(query);
  async function* lines() {
    let sent = 0;
    let complete = false;
    try {
      yield `\uFEFF${HEADER.map(csvField).join(',')}\r\n`;
      for await (const rows of auditEntriesInOrder(context.db, filter)) {
        yield rows
          .map((r) => {
            const words = auditWords(r);
            return [r.id, formatThaiDate(r.at, 'short', { withTime: true }), words.actor_name, words.action_name, words.sentence, r.target, r.ip, words.device]
              .map(csvField)
              .join(',');
          })
          .join('\r\n') + '\r\n';
        sent += rows.length;
      }
      complete = true;
    } finally {
      // a stream that failed before any row left handed out nothing, and says nothing
      if (complete || sent > 0) await recordAudit(context, { action: 'audit.export', after: { filter: query, rows: sent, complete } });
    }
  }
  return { ...auditFileNames(context.now()), lines: lines() };
}
