import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { ownPhoto } from '../own-photo';

/**
 * A photo of a person is personal data, so no cache keeps it (a shared computer's next user would find it); the
 * ETag still lets a client that kept it ask whether it changed.
 */
export default route(endpoints.memberPhoto, async (request, reply) => {
  const photo = await ownPhoto(contextOf(request));
  reply.header('cache-control', 'private, no-store').header('etag', photo.etag);
  if (request.headers['if-none-match'] === photo.etag) return reply.status(304).send(null);
  return reply.type('image/jpeg').send(photo.bytes);
});
