import { CONTENT_BACKGROUNDS, CONTENT_TYPES, contentBackgroundPath } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { contentBackground } from './content-background';

/** The pictures shipped in public/, by the path the page asks for. */
const SHIPPED = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../../public/images/content-background/*.svg', { query: '?raw', import: 'default', eager: true })).map(
    ([file, svg]) => [file.replace('../../../public', ''), svg],
  ),
);

describe('content backgrounds', () => {
  it('ships a picture for each of the fourteen backgrounds of spec 3, and none besides', () => {
    expect(new Set(CONTENT_BACKGROUNDS.map(contentBackgroundPath))).toEqual(new Set(Object.keys(SHIPPED)));
  });

  it("gives a category without a chosen background its content type's picture, and plain pages none", () => {
    const shown = CONTENT_TYPES.filter((type) => type !== 'default').map((type) => contentBackground({ content_type: type, background: null }));
    expect(shown.every((path) => path !== undefined && path in SHIPPED)).toBe(true);
    expect(contentBackground({ content_type: 'default', background: null })).toBeUndefined();
  });

  it('shows the background staff chose, whatever the content type', () => {
    expect(contentBackground({ content_type: 'default', background: 'video' })).toBe('/images/content-background/video.svg');
    expect(contentBackground({ content_type: 'news', background: 'coop_act' })).toBe('/images/content-background/coop_act.svg');
  });

  it('keeps each picture small: it must not weigh on a page', () => {
    for (const svg of Object.values(SHIPPED)) expect(svg.length).toBeLessThan(1024);
  });
});
