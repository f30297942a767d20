import { IMAGE_UPLOAD_MAX_BYTES, type SiteImageUploadBody, type SiteImageUploadResponse } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import type { DomainContext } from '../../domain/context';
import { decodeDataUrl } from '../../images/checked-image';
import { identityFile, makeIdentityImage, newIdentityImagePath } from '../../site/identity-images';
import { SITE_ADMIN_TEXT } from '../../site/site-admin-text';
import { storeAfterCommit } from '../../storage/store-after-commit';

/**
 * The logo or a signature as a base64 data URL (decision 027's form): judged by its bytes, re-encoded, stored under
 * a generated name. It shows only once the configuration that names it is saved; the upload itself is audited, and
 * the file is in place only once its audit row is.
 */
export async function uploadSiteImage(context: DomainContext, upload: SiteImageUploadBody): Promise<SiteImageUploadResponse> {
  const { kind, file } = upload;
  const { dataDir } = context.config;
  const bytes = decodeDataUrl(file, IMAGE_UPLOAD_MAX_BYTES, SITE_ADMIN_TEXT.imageTooLarge);
  const png = await makeIdentityImage(kind, bytes);
  const path = newIdentityImagePath();
  await storeAfterCommit(dataDir, identityFile(dataDir, path), png, 0o644, () =>
    recordAudit(context, { action: `site.upload_${kind}`, target: path, after: { bytes: bytes.length } }),
  );
  return { path };
}
