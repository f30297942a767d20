import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiFailure } from './api-failure';

const HEAD_REFUSED = 'ที่อยู่นี้ไม่รับคำขอแบบ HEAD กรุณาใช้ GET';

/**
 * onRequest hook of every GET that changes something (spends a request, counts a view or a miss, writes an audit
 * row): Fastify answers HEAD by running the GET's handler, so HEAD is refused before it can (decision 038).
 */
export async function refuseHead(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.method !== 'HEAD') return;
  void reply.header('allow', 'GET');
  throw new ApiFailure(405, 'HEAD_NOT_ALLOWED', HEAD_REFUSED);
}
