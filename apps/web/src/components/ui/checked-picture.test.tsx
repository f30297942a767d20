import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTransport } from '@/lib/http/transport';
import { CheckedPicture } from './checked-picture';

const HEX = '0123456789abcdef0123456789abcdef';
const FALLBACK = '/mediafiles/picture/Utils/ContentDefault/news.png';

beforeEach(() => setTransport(async () => new Response(null, { status: 200, headers: { 'content-type': 'image/jpeg' } })));
afterEach(cleanup);

function show(src: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CheckedPicture src={src} fallback={FALLBACK} alt="ปก" width={640} height={360} checkAtOnce sizes="50vw" />
    </QueryClientProvider>,
  );
}

describe('CheckedPicture', () => {
  it('offers an upload stored at several widths as WebP, with the JPEG widths as its fallback', async () => {
    show(`/mediafiles/content/${HEX}-1600x1200.jpg`);
    const img = await screen.findByRole('img', { name: 'ปก' });
    const source = img.parentElement?.querySelector('source');
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toContain(`/mediafiles/content/${HEX}-1600x1200-w480.webp 480w`);
    expect(img.getAttribute('srcset')).toContain(`/mediafiles/content/${HEX}-1600x1200-w960.jpg 960w`);
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '360']);
  });

  it('shows a picture uploaded before sizes were kept as it is', async () => {
    show(`/mediafiles/content/${HEX}.jpg`);
    const img = await screen.findByRole('img', { name: 'ปก' });
    expect(img.parentElement?.tagName).not.toBe('PICTURE');
    expect(img.getAttribute('srcset')).toBeNull();
  });
});
