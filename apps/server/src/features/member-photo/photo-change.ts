import { createHash } from 'node:crypto';
import { MEMBER_PHOTO_MAX_BYTES, type MemberPhotoUploadBody, type MemberPhotoUploadResponse } from '@coop/contract';
import { type DomainContext, memberActor } from '../../domain/context';
import { decodeDataUrl } from '../../images/checked-image';
import { storeAfterCommit } from '../../storage/store-after-commit';
import { replaceMemberPhoto } from './member-photo-queries';
import { memberPhotoDir, newPhotoFileName, photoFile, removePhotoFile } from './photo-files';
import { makeMemberPhoto, PHOTO_TEXT } from './photo-image';

export const PHOTO_SAVED = 'บันทึกรูปประจำตัวเรียบร้อยแล้ว';

/**
 * The acting member's new photo. A picture that is refused changes nothing; one that is taken replaces the member's
 * previous photo, whose file is deleted once the new one is recorded. The new file is in place only once its record is.
 */
export async function changeMemberPhoto(context: DomainContext, body: MemberPhotoUploadBody): Promise<MemberPhotoUploadResponse> {
  const dataDir = context.config.dataDir;
  const dir = memberPhotoDir(dataDir);
  const photo = await makeMemberPhoto(decodeDataUrl(body.image, MEMBER_PHOTO_MAX_BYTES, PHOTO_TEXT.tooLarge), body.croppedAreaPixels);
  const fileName = newPhotoFileName();
  const previous = await storeAfterCommit(dataDir, photoFile(dir, fileName), photo, 0o600, () =>
    replaceMemberPhoto(context.db, memberActor(context), {
      file_name: fileName,
      sha256: createHash('sha256').update(photo).digest('hex'),
      original_name: body.name,
      uploaded_at: context.now(),
    }),
  );
  if (previous) await removePhotoFile(dir, previous);
  return { rc_code: '1' as const, rc_des: PHOTO_SAVED };
}
