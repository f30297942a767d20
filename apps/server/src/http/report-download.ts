import { buddhistYear } from '@coop/thai-format';
import type { FastifyReply } from 'fastify';
import { sendAttachment } from './attachment';

export const PDF = 'application/pdf';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A report made as a file, for its route to send. */
export interface ReportFile {
  contentType: string;
  fileName: string;
  bytes: Buffer;
}

/** `keeprep-00051005-2569-10.pdf`: the report, the group, the Buddhist year and the month. */
export const reportFileName = (report: string, groupNo: string, month: { year: number; month: number }, extension: string) =>
  `${report}-${groupNo}-${buddhistYear(month.year)}-${String(month.month).padStart(2, '0')}.${extension}`;

export const sendReport = (reply: FastifyReply, file: ReportFile): FastifyReply => sendAttachment(reply, file.contentType, file.fileName, file.bytes);
