import type { CroppedAreaPixels } from '@coop/contract';
import { MEMBER_PHOTO_MAX_PIXELS, MEMBER_PHOTO_SIDE } from '@coop/contract';
import { ApiFailure } from '../../http/api-failure';
import { IMAGE_TEXT, damagedImage, openCheckedImage } from '../../images/checked-image';

export const PHOTO_TEXT = {
  ...IMAGE_TEXT,
  tooLarge: 'ไฟล์รูปภาพต้องมีขนาดไม่เกิน 5 MB',
  cropOutside: 'ขอบเขตที่เลือกอยู่นอกรูปภาพ กรุณาเลือกขอบเขตของรูปใหม่',
} as const;

/** Whether the crop lies wholly inside the upright picture. */
const cropFits = (crop: CroppedAreaPixels, width: number, height: number) => crop.x + crop.width <= width && crop.y + crop.height <= height;

/**
 * The stored form of a member's photo: a picture checked by content (images/checked-image.ts), cut to `crop` as the
 * browser showed it upright, shrunk to fit 512 × 512 (never enlarged), put on white where it was transparent and
 * written as a new JPEG without metadata.
 */
export async function makeMemberPhoto(bytes: Buffer, crop: CroppedAreaPixels): Promise<Buffer> {
  const { image, width, height } = await openCheckedImage(bytes, MEMBER_PHOTO_MAX_PIXELS);
  if (!cropFits(crop, width, height)) throw new ApiFailure(400, 'CROP_OUTSIDE_IMAGE', PHOTO_TEXT.cropOutside);
  try {
    return await image
      .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
      .resize(MEMBER_PHOTO_SIDE, MEMBER_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    // pixel data that breaks off or contradicts its header shows only now, while decoding
    throw damagedImage();
  }
}
