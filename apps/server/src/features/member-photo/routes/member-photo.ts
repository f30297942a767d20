import { ErrorResponses } from '@coop/contract';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { findMemberPhoto } from '../member-photo-queries';
import { ApiFailure } from '../../../http/api-failure';
import { memberPhotoDir, readPhotoFile } from '../photo-files';

export const NO_PHOTO = 'ยังไม่มีรูปประจำตัว';

/**
 * The logged-in member's own photo, and no one else's: the route takes no member number. A photo of a person is
 * personal data, so no cache keeps it (a shared computer's next user would find it); the ETag (the content's hash)
 * still lets a client that kept it ask whether it changed.
 */
const memberPhoto: FastifyPluginAsyncTypebox = async (app) => {
  const dir = memberPhotoDir(app.config.dataDir);
  app.get(
    '/api/member/photo',
    {
      schema: {
        // a Buffer skips the JSON serializer; a 304 has no body
        response: { 200: Type.Unsafe<Buffer>({ description: 'image/jpeg' }), 304: Type.Null(), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const photo = await findMemberPhoto(app.db, request.member.membershipNo);
      const bytes = photo && (await readPhotoFile(dir, photo.file_name));
      if (!photo || !bytes) throw new ApiFailure(404, 'NO_PHOTO', NO_PHOTO);
      const etag = `"${photo.sha256}"`;
      reply.header('cache-control', 'private, no-store').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.type('image/jpeg').send(bytes);
    },
  );
};
export default memberPhoto;
