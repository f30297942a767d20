import { CONTENT_UPLOAD_MAX_BYTES, type UploadBody, type UploadResponse } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import type { DomainContext } from '../../domain/context';
import { decodeDataUrl } from '../../images/checked-image';
import { CONTENT_TEXT } from '../../site/content-admin-text';
import { storeAllAfterCommit } from '../../storage/store-after-commit';
import { checkContentAttachment, makeContentPicture, newContentFilePlace } from './content-files';

/**
 * A cover or body picture, or a document to download, as a base64 data URL (as members' photos, decision 027).
 * Judged by its bytes; stored under a generated name below /mediafiles/content/. Visitors see it only once an item
 * that names it is saved; the upload itself is audited, and the file is in place only once its audit row is.
 */
export async function uploadContentFile(context: DomainContext, upload: UploadBody): Promise<UploadResponse> {
  const { kind, name, file } = upload;
  const bytes = decodeDataUrl(file, CONTENT_UPLOAD_MAX_BYTES, CONTENT_TEXT.tooLarge);
  const stored = kind === 'picture' ? await makeContentPicture(bytes) : await checkContentAttachment(bytes);
  const place = newContentFilePlace(context.config.dataDir, stored.extension, stored.nameSuffix);
  const title = name.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || name;
  const withoutExtension = place.file.slice(0, -`.${stored.extension}`.length);
  const files = [{ target: place.file, bytes: stored.bytes }, ...(stored.others ?? []).map((o) => ({ target: `${withoutExtension}${o.ending}`, bytes: o.bytes }))];
  await storeAllAfterCommit(context.config.dataDir, files, 0o644, () =>
    recordAudit(context, { action: `content.upload_${kind}`, target: place.publicPath, after: { name, bytes: bytes.length } }),
  );
  return { path: place.publicPath, size_bytes: bytes.length, title };
}
