import { CollectionDownloadQuery, ErrorResponses } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { Type } from '@fastify/type-provider-typebox';

export const PDF = 'application/pdf';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The schema of a report download: the month in the query string, a file (a Buffer skips the JSON serializer) or a Thai error. */
export const reportDownloadSchema = (contentType: string) => ({
  querystring: CollectionDownloadQuery,
  response: { 200: Type.Unsafe<Buffer>({ description: contentType }), ...ErrorResponses },
});

/** `keeprep-00051005-2569-10.pdf`: the report, the group, the Buddhist year and the month. */
export const reportFileName = (report: string, groupNo: string, month: { year: number; month: number }, extension: string) =>
  `${report}-${groupNo}-${buddhistYear(month.year)}-${String(month.month).padStart(2, '0')}.${extension}`;
