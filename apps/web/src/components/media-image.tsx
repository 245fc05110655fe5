import { useState } from 'react';
import type { ReactNode } from 'react';
import { imageVariantSrcSets } from '@sabora/contract/image-variants';
import { mediaSrc } from '@/lib/media-url';

interface MediaImageProps {
  /** The stored path or address ('/uploads/...' or https://...). */
  src: string | null | undefined;
  className?: string;
  /** Shown instead when there is no image or it fails to load. */
  fallback?: ReactNode;
  /** False for an image on the first screen: fetched at once and before other images. */
  lazy?: boolean;
  /**
   * How wide the image is drawn (the `sizes` attribute). Only with it is an uploaded photo
   * offered as variants: without it the browser would take the image as 100vw wide, and
   * an image sized by its own width (a question's) would grow.
   */
  sizes?: string;
  /** The box's proportions before the file arrives, so nothing below it moves. */
  width?: number;
  height?: number;
}

/**
 * A stored image that falls back to a placeholder, never a broken-image icon.
 * Given its `sizes`, an uploaded photo comes as AVIF or WebP at the width the
 * screen needs (decision 0179); if a variant is missing, the original is tried next.
 */
export function MediaImage({
  src,
  className,
  fallback = null,
  lazy = true,
  sizes,
  width,
  height,
}: MediaImageProps) {
  const url = mediaSrc(src);
  const [failures, setFailures] = useState<{ url: string | undefined; count: number }>({
    url,
    count: 0,
  });
  const failed = failures.url === url ? failures.count : 0;
  const variants = sizes === undefined ? undefined : imageVariantSrcSets(url);
  // A photo kept before the backfill ran, or put in the bucket before 0199, has no variants:
  // its original is the second try.
  if (url === undefined || failed > (variants ? 1 : 0)) return <>{fallback}</>;
  const srcSets = failed === 0 ? variants : undefined;
  const image = (
    <img
      className={className}
      src={url}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={lazy ? undefined : 'high'}
      decoding="async"
      onError={() => {
        setFailures({ url, count: failed + 1 });
      }}
    />
  );
  if (!srcSets) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSets.avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcSets.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
