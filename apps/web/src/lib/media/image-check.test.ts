import { describe, expect, it } from 'vitest';
import { isPictureType } from './image-check';

describe('isPictureType', () => {
  it('accepts bmp, gif, jpeg and png only', () => {
    for (const t of ['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/png; charset=binary']) expect(isPictureType(t)).toBe(true);
    for (const t of ['image/svg+xml', 'text/html', 'application/json', '']) expect(isPictureType(t)).toBe(false);
    expect(isPictureType(null)).toBe(false);
  });
});
