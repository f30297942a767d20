import { describe, expect, it } from 'vitest';
import { pictureSources, UPLOADED_PICTURE_PATTERN } from './content-picture';

const HEX = '0123456789abcdef0123456789abcdef';

describe('content picture sources', () => {
  it('lists every stored width of a sized picture, as JPEG and as WebP', () => {
    expect(pictureSources(`/mediafiles/content/${HEX}-1600x1200.jpg`)).toEqual({
      width: 1600,
      height: 1200,
      jpeg: `/mediafiles/content/${HEX}-1600x1200-w480.jpg 480w, /mediafiles/content/${HEX}-1600x1200-w960.jpg 960w, /mediafiles/content/${HEX}-1600x1200.jpg 1600w`,
      webp: `/mediafiles/content/${HEX}-1600x1200-w480.webp 480w, /mediafiles/content/${HEX}-1600x1200-w960.webp 960w, /mediafiles/content/${HEX}-1600x1200.webp 1600w`,
    });
  });

  it('stores no width wider than the picture', () => {
    expect(pictureSources(`/mediafiles/content/${HEX}-600x400.jpg`)?.webp).toBe(
      `/mediafiles/content/${HEX}-600x400-w480.webp 480w, /mediafiles/content/${HEX}-600x400.webp 600w`,
    );
  });

  it('has none for a picture uploaded before sizes were kept, or a default picture', () => {
    expect(pictureSources(`/mediafiles/content/${HEX}.jpg`)).toBeUndefined();
    expect(pictureSources('/mediafiles/picture/Utils/ContentDefault/news.png')).toBeUndefined();
  });

  it('accepts as uploaded both names, and nothing else', () => {
    const uploaded = new RegExp(UPLOADED_PICTURE_PATTERN);
    expect(uploaded.test(`/mediafiles/content/${HEX}.jpg`)).toBe(true);
    expect(uploaded.test(`/mediafiles/content/${HEX}-1600x1200.jpg`)).toBe(true);
    expect(uploaded.test(`/mediafiles/content/${HEX}-1600x1200-w480.jpg`)).toBe(false);
    expect(uploaded.test(`/mediafiles/content/${HEX}.webp`)).toBe(false);
  });
});
