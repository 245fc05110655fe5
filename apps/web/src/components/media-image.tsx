import { useState } from 'react';
import type { ReactNode } from 'react';
import { mediaSrc } from '@/lib/media-url';

interface MediaImageProps {
  /** The stored path or address ('/uploads/...' or https://...). */
  src: string | null | undefined;
  className?: string;
  /** Shown instead when there is no image or it fails to load. */
  fallback?: ReactNode;
  /** False for an image on the first screen: fetched at once and before other images. */
  lazy?: boolean;
}

/** A stored image that falls back to a placeholder, never a broken-image icon. */
export function MediaImage({ src, className, fallback = null, lazy = true }: MediaImageProps) {
  const url = mediaSrc(src);
  const [broken, setBroken] = useState<string | undefined>(undefined);
  if (url === undefined || broken === url) return <>{fallback}</>;
  return (
    <img
      className={className}
      src={url}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={lazy ? undefined : 'high'}
      decoding="async"
      onError={() => {
        setBroken(url);
      }}
    />
  );
}
