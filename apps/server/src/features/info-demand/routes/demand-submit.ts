import {
  BODY_RULE,
  DemandSubmitBody,
  DemandSubmitResponse,
  ErrorResponses,
  emailProblem,
  NAME_RULE,
  phoneProblem,
  TITLE_RULE,
} from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { insertDemand } from '../demand-queries';
import { ApiFailure } from '../../../http/api-failure';
import { claimPost } from '../../../http/address-limit';
import { acceptText } from '../../../http/visitor-text';

export const DEMAND_POST_SCOPE = 'demand-post:address';
export const DEMAND_RECEIVED = 'สหกรณ์ได้รับเรื่องของท่านแล้ว เจ้าหน้าที่จะติดต่อกลับโดยเร็ว';
export const CONTACT_REQUIRED = 'กรุณากรอกหมายเลขโทรศัพท์หรืออีเมลอย่างน้อยหนึ่งช่องทาง เพื่อให้สหกรณ์ติดต่อกลับได้';

function optionalContact(value: string | undefined, problem: (v: string) => string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  const why = problem(text);
  if (why) throw new ApiFailure(400, 'VALIDATION', why);
  return text;
}

const demandSubmit: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/info/demand',
    { schema: { body: DemandSubmitBody, response: { 200: DemandSubmitResponse, ...ErrorResponses } } },
    async (request, reply) => {
      const title = acceptText(request.body.title, TITLE_RULE);
      const body = acceptText(request.body.body, BODY_RULE);
      const contactName = acceptText(request.body.contact_name, NAME_RULE);
      const phone = optionalContact(request.body.phone, phoneProblem);
      const email = optionalContact(request.body.email, emailProblem);
      if (!phone && !email) throw new ApiFailure(400, 'VALIDATION', CONTACT_REQUIRED);
      const now = app.now();
      await claimPost(app.db, reply, DEMAND_POST_SCOPE, request.ip, now);
      const id = await insertDemand(app.db, {
        demandType: request.body.demand_type,
        title,
        body,
        contactName,
        phone,
        email,
        createdAt: now,
        ip: request.ip,
      });
      return { rc_code: '1' as const, rc_des: DEMAND_RECEIVED, id };
    },
  );
};
export default demandSubmit;
