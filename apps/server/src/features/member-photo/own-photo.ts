import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { findMemberPhoto } from './member-photo-queries';
import { memberPhotoDir, readPhotoFile } from './photo-files';

export const NO_PHOTO = 'ยังไม่มีรูปประจำตัว';

/** The acting member's photo and its ETag (the content's hash); a 404 in Thai when there is none. */
export async function ownPhoto(context: DomainContext): Promise<{ bytes: Buffer; etag: string }> {
  const photo = await findMemberPhoto(context.db, memberActor(context));
  const bytes = photo && (await readPhotoFile(memberPhotoDir(context.config.dataDir), photo.file_name));
  if (!photo || !bytes) throw new ApiFailure(404, 'NO_PHOTO', NO_PHOTO);
  return { bytes, etag: `"${photo.sha256}"` };
}
