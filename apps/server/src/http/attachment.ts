import type { FastifyReply } from 'fastify';

/** A file to download, never kept by a shared cache: the documents here are a member's or a group's own. */
export function sendAttachment(reply: FastifyReply, contentType: string, fileName: string, body: Buffer): FastifyReply {
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
