import { MediaImage } from '@/components/media-image';
import './thumb.css';

/** A small image in a table row; an empty frame when there is none. */
export function Thumb({ src }: { src: string | null }) {
  return (
    <MediaImage
      src={src}
      className="admin-thumb"
      sizes="64px"
      width={64}
      height={36}
      fallback={<span className="admin-thumb" />}
    />
  );
}
