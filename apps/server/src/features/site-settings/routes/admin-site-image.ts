import { ADMIN_SITE_PATHS, ErrorResponses, IMAGE_UPLOAD_BODY_MAX_BYTES, IMAGE_UPLOAD_MAX_BYTES, SiteImageUploadBody, SiteImageUploadResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditStaff } from '../../../audit/audit-log';
import { decodeDataUrl } from '../../../images/checked-image';
import { identityFile, makeIdentityImage, newIdentityImagePath } from '../../../site/identity-images';
import { SITE_ADMIN_TEXT } from '../../../site/site-admin-text';
import { storeAfterCommit } from '../../../storage/store-after-commit';

/**
 * The logo or a signature as a base64 data URL (decision 027's form): judged by its bytes, re-encoded, stored under
 * a generated name. It shows only once the configuration that names it is saved; the upload itself is audited, and
 * the file is in place only once its audit row is.
 */
const siteImage: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_SITE_PATHS.imageUpload,
    { bodyLimit: IMAGE_UPLOAD_BODY_MAX_BYTES, schema: { body: SiteImageUploadBody, response: { 200: SiteImageUploadResponse, ...ErrorResponses } } },
    async (request) => {
      const { kind, file } = request.body;
      const bytes = decodeDataUrl(file, IMAGE_UPLOAD_MAX_BYTES, SITE_ADMIN_TEXT.imageTooLarge);
      const png = await makeIdentityImage(kind, bytes);
      const path = newIdentityImagePath();
      await storeAfterCommit(app.config.dataDir, identityFile(app.config.dataDir, path), png, 0o644, () =>
        auditStaff(app.db, app.now(), request, { actor: request.staff.username, action: `site.upload_${kind}`, target: path, after: { bytes: bytes.length } }),
      );
      return { path };
    },
  );
};
export default siteImage;
