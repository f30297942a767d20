import type { CroppedAreaPixels } from '@coop/contract';
import { MEMBER_PHOTO_MAX_BYTES, MEMBER_PHOTO_MAX_PIXELS, MEMBER_PHOTO_SIDE } from '@coop/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ApiFailure } from '../http/api-failure';
import { BmpError, decodeBmp } from './bmp';

export const PHOTO_TEXT = {
  notDataUrl: 'ข้อมูลรูปภาพไม่ถูกต้อง (ต้องส่งเป็น data URL แบบ base64)',
  tooLarge: 'ไฟล์รูปภาพต้องมีขนาดไม่เกิน 5 MB',
  notImage: 'ไฟล์ที่เลือกไม่ใช่รูปภาพ กรุณาเลือกไฟล์รูปภาพชนิด PNG, JPEG, GIF หรือ BMP',
  tooManyPixels: 'รูปภาพมีความละเอียดเกินกำหนด (ไม่เกิน 40 ล้านพิกเซล) กรุณาย่อขนาดรูปแล้วลองใหม่',
  damaged: 'ไม่สามารถอ่านไฟล์รูปภาพได้ ไฟล์อาจเสียหาย กรุณาเลือกรูปอื่น',
  bmpUnsupported: 'ไม่รองรับไฟล์ BMP ชนิดนี้ กรุณาบันทึกรูปเป็น PNG หรือ JPEG แล้วลองใหม่',
  cropOutside: 'ขอบเขตที่เลือกอยู่นอกรูปภาพ กรุณาเลือกขอบเขตของรูปใหม่',
} as const;

const DATA_URL = /^data:(?:[a-z0-9.+-]+\/[a-z0-9.+-]+)?;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The file inside `image` (a base64 data URL). The type the URL states is ignored: only the bytes say what the file
 * is. Node's base64 decoder skips characters it does not know, so the text is checked first.
 */
export function decodeDataUrl(image: string): Buffer {
  const prefix = DATA_URL.exec(image);
  const payload = prefix ? image.slice(prefix[0].length) : '';
  if (!prefix || payload.length === 0 || payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw new ApiFailure(400, 'INVALID_IMAGE', PHOTO_TEXT.notDataUrl);
  }
  // the exact size, before decoding: 3 bytes for every 4 characters, less the padding
  const size = (payload.length / 4) * 3 - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
  if (size > MEMBER_PHOTO_MAX_BYTES) throw new ApiFailure(413, 'IMAGE_TOO_LARGE', PHOTO_TEXT.tooLarge);
  return Buffer.from(payload, 'base64');
}

const tooManyPixels = () => new ApiFailure(400, 'IMAGE_TOO_MANY_PIXELS', PHOTO_TEXT.tooManyPixels);
const damaged = () => new ApiFailure(400, 'IMAGE_UNREADABLE', PHOTO_TEXT.damaged);

/** sharp's own name for each accepted type (a PNG that animates is still a PNG to it). */
const SHARP_FORMAT: Record<string, string> = { 'image/png': 'png', 'image/apng': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif' };

/** The picture ready to cut, and its size once turned upright (as the browser showed it in the crop dialog). */
interface OpenedImage {
  image: Sharp;
  width: number;
  height: number;
}

function openBmp(bytes: Buffer): OpenedImage {
  try {
    const raw = decodeBmp(bytes, MEMBER_PHOTO_MAX_PIXELS);
    return { image: sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } }), width: raw.width, height: raw.height };
  } catch (error) {
    if (!(error instanceof BmpError)) throw error;
    if (error.reason === 'too-many-pixels') throw tooManyPixels();
    throw error.reason === 'unsupported' ? new ApiFailure(400, 'IMAGE_UNSUPPORTED', PHOTO_TEXT.bmpUnsupported) : damaged();
  }
}

/**
 * Opens a PNG, JPEG or GIF after reading only its header: the pixel count is checked there, before anything is
 * decoded, so a small file that claims to be 20,000 × 20,000 costs nothing. sharp's own limit stands behind it.
 */
async function openRaster(bytes: Buffer, mime: string): Promise<OpenedImage> {
  let metadata: Metadata;
  try {
    // no limit on this reader: it would refuse a large picture as unreadable, where the member should hear why
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw damaged();
  }
  if (metadata.format !== SHARP_FORMAT[mime]) throw damaged();
  if (metadata.width * metadata.height > MEMBER_PHOTO_MAX_PIXELS) throw tooManyPixels();
  const decoder = sharp(bytes, { limitInputPixels: MEMBER_PHOTO_MAX_PIXELS, failOn: 'warning' });
  return { image: decoder.autoOrient(), ...metadata.autoOrient };
}

/** Whether the crop lies wholly inside the upright picture. */
const cropFits = (crop: CroppedAreaPixels, width: number, height: number) => crop.x + crop.width <= width && crop.y + crop.height <= height;

/**
 * The stored form of a member's photo: the bytes must be a PNG, JPEG, GIF (first frame) or BMP by their content;
 * turned upright by the EXIF orientation, cut to `crop`, shrunk to fit 512 × 512 (never enlarged), put on white
 * where it was transparent and written as a new JPEG. No metadata is copied (sharp writes none unless asked), so
 * EXIF with GPS positions, camera serials and the like are gone, and so is anything a polyglot hid in the file.
 */
export async function makeMemberPhoto(bytes: Buffer, crop: CroppedAreaPixels): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(type.mime === 'image/bmp' || type.mime in SHARP_FORMAT)) throw new ApiFailure(400, 'NOT_AN_IMAGE', PHOTO_TEXT.notImage);
  const { image, width, height } = type.mime === 'image/bmp' ? openBmp(bytes) : await openRaster(bytes, type.mime);
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
    throw damaged();
  }
}
