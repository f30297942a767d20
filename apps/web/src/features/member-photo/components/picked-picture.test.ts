import { MEMBER_PHOTO_MAX_BYTES } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { PHOTO_TEXT } from '../messages';
import { ACCEPTED_TYPES, readPickedPicture } from './picked-picture';

describe('a picked picture, checked before the crop dialog opens', () => {
  it('offers the types the server takes', () => {
    expect(ACCEPTED_TYPES).toBe('image/png,image/jpeg,image/gif,image/bmp');
  });

  it.each([
    ['a PDF', new File(['%PDF-1.7'], 'slip.pdf', { type: 'application/pdf' })],
    ['an SVG', new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' })],
    ['a HEIC photo', new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' })],
    ['a file of no known type', new File(['x'], 'me', { type: '' })],
  ])('refuses %s with the Thai list of types', async (_case, file) => {
    expect(await readPickedPicture(file)).toEqual({ ok: false, problem: PHOTO_TEXT.notImage });
  });

  it('refuses a picture over 5 MB without reading it', async () => {
    const file = new File([new Uint8Array(MEMBER_PHOTO_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(await readPickedPicture(file)).toEqual({ ok: false, problem: PHOTO_TEXT.tooLarge });
  });
});
