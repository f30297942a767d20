import { MEMBER_PHOTO_MAX_BYTES, MEMBER_PHOTO_MAX_PIXELS, MEMBER_PHOTO_TYPES } from '@coop/contract';
import { readAsDataUrl } from '@/lib/media/read-as-data-url';
import { PHOTO_TEXT } from '../messages';

export const ACCEPTED_TYPES = MEMBER_PHOTO_TYPES.join(',');

export type PickedPicture = { ok: true; name: string; dataUrl: string } | { ok: false; problem: string };

/** The picture's size in pixels once the browser has decoded it; rejects when it is not a picture at all. */
async function pictureSize(dataUrl: string): Promise<{ width: number; height: number }> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  return { width: image.naturalWidth, height: image.naturalHeight };
}

/**
 * What the member picked, read for the crop dialog, or why it cannot be used: a type the server does not take, a
 * file over 5 MB, or one the browser cannot show as a picture (a text file renamed .png). The server still decides.
 */
export async function readPickedPicture(file: File): Promise<PickedPicture> {
  if (!(MEMBER_PHOTO_TYPES as readonly string[]).includes(file.type)) return { ok: false, problem: PHOTO_TEXT.notImage };
  if (file.size > MEMBER_PHOTO_MAX_BYTES) return { ok: false, problem: PHOTO_TEXT.tooLarge };
  try {
    const dataUrl = await readAsDataUrl(file);
    const { width, height } = await pictureSize(dataUrl);
    if (width * height > MEMBER_PHOTO_MAX_PIXELS) return { ok: false, problem: PHOTO_TEXT.tooManyPixels };
    return { ok: true, name: file.name, dataUrl };
  } catch {
    return { ok: false, problem: PHOTO_TEXT.unreadable };
  }
}
