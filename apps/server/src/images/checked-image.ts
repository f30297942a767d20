import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ApiFailure } from '../http/api-failure';
import { BmpError, decodeBmp } from './bmp';

/** Refusals of an uploaded picture, whoever uploads it (a member's photo, a picture for the public site). */
export const IMAGE_TEXT = {
  notDataUrl: 'ข้อมูลรูปภาพไม่ถูกต้อง (ต้องส่งเป็น data URL แบบ base64)',
  notImage: 'ไฟล์ที่เลือกไม่ใช่รูปภาพ กรุณาเลือกไฟล์รูปภาพชนิด PNG, JPEG, GIF หรือ BMP',
  tooManyPixels: 'รูปภาพมีความละเอียดเกินกำหนด (ไม่เกิน 40 ล้านพิกเซล) กรุณาย่อขนาดรูปแล้วลองใหม่',
  damaged: 'ไม่สามารถอ่านไฟล์รูปภาพได้ ไฟล์อาจเสียหาย กรุณาเลือกรูปอื่น',
  bmpUnsupported: 'ไม่รองรับไฟล์ BMP ชนิดนี้ กรุณาบันทึกรูปเป็น PNG หรือ JPEG แล้วลองใหม่',
} as const;

const DATA_URL = /^data:(?:[a-z0-9.+-]+\/[a-z0-9.+-]+)?;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The file inside `text` (a base64 data URL), refused with `tooLarge` over `maxBytes`. The type the URL states is
 * ignored: only the bytes say what the file is. Node's base64 decoder skips characters it does not know, so the
 * text is checked first.
 */
export function decodeDataUrl(text: string, maxBytes: number, tooLarge: string): Buffer {
  const prefix = DATA_URL.exec(text);
  const payload = prefix ? text.slice(prefix[0].length) : '';
  if (!prefix || payload.length === 0 || payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw new ApiFailure(400, 'INVALID_IMAGE', IMAGE_TEXT.notDataUrl);
  }
  // the exact size, before decoding: 3 bytes for every 4 characters, less the padding
  const size = (payload.length / 4) * 3 - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
  if (size > maxBytes) throw new ApiFailure(413, 'IMAGE_TOO_LARGE', tooLarge);
  return Buffer.from(payload, 'base64');
}

export const damagedImage = () => new ApiFailure(400, 'IMAGE_UNREADABLE', IMAGE_TEXT.damaged);
const tooManyPixels = () => new ApiFailure(400, 'IMAGE_TOO_MANY_PIXELS', IMAGE_TEXT.tooManyPixels);

/** sharp's own name for each accepted type (a PNG that animates is still a PNG to it). */
const SHARP_FORMAT: Record<string, string> = { 'image/png': 'png', 'image/apng': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif' };

/** The picture ready to cut or shrink, and its size once turned upright. */
export interface OpenedImage {
  image: Sharp;
  width: number;
  height: number;
}

function openBmp(bytes: Buffer, maxPixels: number): OpenedImage {
  try {
    const raw = decodeBmp(bytes, maxPixels);
    return { image: sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } }), width: raw.width, height: raw.height };
  } catch (error) {
    if (!(error instanceof BmpError)) throw error;
    if (error.reason === 'too-many-pixels') throw tooManyPixels();
    throw error.reason === 'unsupported' ? new ApiFailure(400, 'IMAGE_UNSUPPORTED', IMAGE_TEXT.bmpUnsupported) : damagedImage();
  }
}

/**
 * Opens a PNG, JPEG or GIF after reading only its header: the pixel count is checked there, before anything is
 * decoded, so a small file that claims to be 20,000 × 20,000 costs nothing. sharp's own limit stands behind it.
 */
async function openRaster(bytes: Buffer, mime: string, maxPixels: number): Promise<OpenedImage> {
  let metadata: Metadata;
  try {
    // no limit on this reader: it would refuse a large picture as unreadable, where the uploader should hear why
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw damagedImage();
  }
  if (metadata.format !== SHARP_FORMAT[mime]) throw damagedImage();
  if (metadata.width * metadata.height > maxPixels) throw tooManyPixels();
  const decoder = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'warning' });
  return { image: decoder.autoOrient(), ...metadata.autoOrient };
}

/**
 * A PNG, JPEG, GIF (first frame) or BMP by its content, turned upright by its EXIF orientation, ready to be written
 * anew: whatever is written from it carries no metadata (sharp copies none unless asked), so EXIF with GPS
 * positions and anything a polyglot hid in the file are gone. Any other content is refused in Thai.
 */
export async function openCheckedImage(bytes: Buffer, maxPixels: number): Promise<OpenedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(type.mime === 'image/bmp' || type.mime in SHARP_FORMAT)) throw new ApiFailure(400, 'NOT_AN_IMAGE', IMAGE_TEXT.notImage);
  return type.mime === 'image/bmp' ? openBmp(bytes, maxPixels) : openRaster(bytes, type.mime, maxPixels);
}
