import { CONTENT_TYPES } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { contentBackground } from './content-background';

/** The pictures shipped in public/, by the path the page asks for. */
const SHIPPED = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../../public/images/content-background/*.svg', { query: '?raw', import: 'default', eager: true })).map(
    ([file, svg]) => [file.replace('../../../public', ''), svg],
  ),
);

describe('content backgrounds', () => {
  it('gives every content type but the plain pages a shipped picture, and ships none that is never shown', () => {
    const shown = CONTENT_TYPES.filter((type) => type !== 'default').map((type) => contentBackground(type));
    expect(shown.every((path) => path !== undefined && path in SHIPPED)).toBe(true);
    expect(contentBackground('default')).toBeUndefined();
    expect(new Set(shown)).toEqual(new Set(Object.keys(SHIPPED)));
  });

  it('keeps each picture small: it must not weigh on a page', () => {
    for (const svg of Object.values(SHIPPED)) expect(svg.length).toBeLessThan(1024);
  });
});
