import { endpoints } from '@coop/contract';
import { sendAttachment } from '../../../http/attachment';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { roundCsv } from '../round-export';

export default route(
  endpoints.adminLoanRoundCsv,
  async (request, reply) => {
    const encoding = request.query.encoding ?? 'tis-620';
    const { fileName, bytes } = await roundCsv(contextOf(request), request.params, encoding);
    return sendAttachment(reply, `text/csv; charset=${encoding === 'utf-8' ? 'utf-8' : 'windows-874'}`, fileName, bytes);
  },
  // the audit row is the GET's: limitCostly refuses a HEAD first
  { preHandler: limitCostly('staff-export') },
);
