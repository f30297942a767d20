import { endpoints } from '@coop/contract';
import { sendAttachment } from '../../../http/attachment';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { housingInterestCertificatePdf } from '../housing-interest-certificate';

export default route(endpoints.housingInterestCertificate, async (request, reply) => {
  const reachedAt = `${request.protocol}://${request.host}`;
  const { fileName, pdf } = await housingInterestCertificatePdf(contextOf(request), Number(request.params.year), reachedAt);
  return sendAttachment(reply, endpoints.housingInterestCertificate.file, fileName, pdf);
}, { preHandler: limitCostly('member-document') });
