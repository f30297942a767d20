import { ADMIN_CONTENT_PATHS, CONTENT_UPLOAD_BODY_MAX_BYTES, CONTENT_UPLOAD_MAX_BYTES, ErrorResponses, UploadBody, UploadResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkContentAttachment, makeContentPicture, newContentFilePlace } from '../content-files';
import { CONTENT_TEXT } from '../../../site/content-admin-text';
import { auditStaff } from '../../../audit/audit-log';
import { decodeDataUrl } from '../../../images/checked-image';
import { storeAfterCommit } from '../../../storage/store-after-commit';

/**
 * A cover or body picture, or a document to download, as JSON with the file as a base64 data URL (as members'
 * photos, decision 027). Judged by its bytes; stored under a generated name below /mediafiles/content/. Visitors see
 * it only once an item that names it is saved; the upload itself is audited, and the file is in place only once its
 * audit row is.
 */
const upload: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_CONTENT_PATHS.upload,
    { bodyLimit: CONTENT_UPLOAD_BODY_MAX_BYTES, schema: { body: UploadBody, response: { 200: UploadResponse, ...ErrorResponses } } },
    async (request) => {
      const { kind, name, file } = request.body;
      const bytes = decodeDataUrl(file, CONTENT_UPLOAD_MAX_BYTES, CONTENT_TEXT.tooLarge);
      const stored = kind === 'picture' ? await makeContentPicture(bytes) : await checkContentAttachment(bytes);
      const place = newContentFilePlace(app.config.dataDir, stored.extension);
      const title = name.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || name;
      await storeAfterCommit(app.config.dataDir, place.file, stored.bytes, 0o644, () =>
        auditStaff(app.db, app.now(), request, { actor: request.staff.username, action: `content.upload_${kind}`, target: place.publicPath, after: { name, bytes: bytes.length } }),
      );
      return { path: place.publicPath, size_bytes: bytes.length, title };
    },
  );
};
export default upload;
