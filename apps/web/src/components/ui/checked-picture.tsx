import { pictureSources } from '@coop/contract';
import { useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useCheckedPicture } from '@/lib/media/image-check';
import { useNearViewport } from '@/lib/media/use-near-viewport';

interface CheckedPictureProps {
  src: string | null | undefined;
  /** The content type's default picture (spec 3), shown when `src` is missing or not a picture (spec 7). */
  fallback: string;
  alt: string;
  className?: string;
  width: number;
  height: number;
  /** The page's main picture (its largest paint): loaded at once and before other pictures. */
  priority?: boolean;
  /**
   * Checked as the page is made, not when scrolled near: for pictures that are on the first screen of a wide one.
   * A page the server renders then names the picture in its markup; the browser still loads it lazily.
   */
  checkAtOnce?: boolean;
  /** How wide the picture is shown (`sizes`), so of an upload's stored widths the browser fetches the one it needs. */
  sizes?: string;
}

/** An uploaded picture checked with HEAD first (once near the screen), falling back to the default; a load error falls back too. */
export function CheckedPicture({ src, fallback, alt, className = '', width, height, priority = false, checkAtOnce = false, sizes = '100vw' }: CheckedPictureProps) {
  // pictures further down are checked as the reader scrolls towards them, not all while the page opens
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, priority || checkAtOnce);
  const checked = useCheckedPicture(near ? src : undefined, fallback, !near);
  const [failed, setFailed] = useState<string | undefined>();
  if (priority && !checked) {
    // The page's largest paint must not wait for the check: fetch both candidates while it runs. (A page rendered
    // on the server knows the answer already and names the picture in its markup.)
    const sources = src ? pictureSources(src) : undefined;
    if (sources) preload(src as string, { as: 'image', fetchPriority: 'high', type: 'image/webp', imageSrcSet: sources.webp, imageSizes: sizes });
    for (const href of src && !sources ? [src, fallback] : [fallback]) preload(href, { as: 'image', fetchPriority: 'high' });
  }
  if (!checked) return <div ref={placeholder} aria-hidden="true" className={`bg-stone-200 ${className}`} />;
  const shown = failed === checked ? fallback : checked;
  // an upload stored at several widths: the one the page shows, as WebP where the browser reads it
  const sources = pictureSources(shown);
  const img = (
    <img
      src={shown}
      srcSet={sources?.jpeg}
      sizes={sources ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`bg-stone-200 object-cover ${className}`}
      onError={() => shown !== fallback && setFailed(checked)}
    />
  );
  if (!sources) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
