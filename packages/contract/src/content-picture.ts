/**
 * An uploaded content picture is stored at its own size (at most 1600 px a side) and at narrower widths, each as a
 * JPEG and a WebP, so a page asks for the one it shows (issue 31, decision 061). Its size is in its name:
 * `/mediafiles/content/<32 hex>-<width>x<height>.jpg`; the narrower ones add `-w<width>`, the WebP ones end `.webp`.
 * Pictures uploaded before have no size in their name and exist only as the one JPEG.
 */

/** The narrower widths stored besides the picture's own: a phone's card, then a phone's full width or a desktop's card. */
export const PICTURE_WIDTHS = [480, 960] as const;

/** The path of a picture the console uploaded, sized or from before. */
export const UPLOADED_PICTURE_PATTERN = '^/mediafiles/content/[0-9a-f]{32}(-[0-9]{1,4}x[0-9]{1,4})?\\.jpg$';

const SIZED = /^(\/mediafiles\/content\/[0-9a-f]{32}-([0-9]{1,4})x([0-9]{1,4}))\.jpg$/;

/** The name a stored width of a sized picture takes: the picture's own for its own width. */
export function pictureAtWidth(stem: string, ownWidth: number, width: number, format: 'jpg' | 'webp'): string {
  return width === ownWidth ? `${stem}.${format}` : `${stem}-w${width}.${format}`;
}

/** The widths a picture of `ownWidth` is stored at, narrowest first. */
export function storedWidths(ownWidth: number): number[] {
  return [...PICTURE_WIDTHS.filter((w) => w < ownWidth), ownWidth];
}

export interface PictureSources {
  width: number;
  height: number;
  /** `srcset` values: every stored width, as JPEG and as WebP. */
  jpeg: string;
  webp: string;
}

/** The stored sizes of an uploaded picture; undefined for any other path (a default picture, one from before). */
export function pictureSources(path: string): PictureSources | undefined {
  const match = SIZED.exec(path);
  if (!match) return undefined;
  const [, stem = '', w, h] = match;
  const width = Number(w);
  const srcset = (format: 'jpg' | 'webp') =>
    storedWidths(width)
      .map((x) => `${pictureAtWidth(stem, width, x, format)} ${x}w`)
      .join(', ');
  return { width, height: Number(h), jpeg: srcset('jpg'), webp: srcset('webp') };
}
