import { useState } from 'react';
import { useCheckedPicture } from '@/lib/media/image-check';

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
}

/** An uploaded picture checked with HEAD first, falling back to the default; a load error falls back too. */
export function CheckedPicture({ src, fallback, alt, className = '', width, height, priority = false }: CheckedPictureProps) {
  const checked = useCheckedPicture(src, fallback);
  const [failed, setFailed] = useState<string | undefined>();
  if (!checked) return <div aria-hidden="true" className={`bg-stone-200 ${className}`} />;
  const shown = failed === checked ? fallback : checked;
  return (
    <img
      src={shown}
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
}
