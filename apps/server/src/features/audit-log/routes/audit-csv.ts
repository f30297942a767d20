import { Readable } from 'node:stream';
import { endpoints } from '@coop/contract';
import { attachmentDisposition } from '../../../http/attachment';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { refuseHead } from '../../../http/refuse-head';
import { contextOf } from '../../../http/request-context';
import { auditExport } from '../audit-export';

export default route(
  endpoints.auditCsv,
  async (request, reply) => {
    const { fileName, fallback, lines } = auditExport(contextOf(request), request.query);
    // a stream skips the JSON serializer
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(fileName, fallback))
      .header('cache-control', 'private, no-store')
      .send(Readable.from(lines));
  },
  // the audit row is the GET's, not a HEAD's
  { onRequest: refuseHead, preHandler: limitCostly('staff-export') },
);
