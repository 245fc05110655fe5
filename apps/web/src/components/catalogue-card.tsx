import { PlayCircleOutlined, ReadOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MediaImage } from './media-image';

interface CatalogueCardProps {
  to: string;
  title: string;
  imageUrl: string | null;
  kind: 'course' | 'video';
  faded?: boolean;
  /** Badges over the image (subscribed, gift, upcoming). */
  badges?: ReactNode;
  /** Lines under the title (price, date). */
  children?: ReactNode;
  testId?: string;
}

/** A course or video card: image, title that may be German, details; the whole card is the link. */
export function CatalogueCard({
  to,
  title,
  imageUrl,
  kind,
  faded = false,
  badges,
  children,
  testId,
}: CatalogueCardProps) {
  return (
    <Link
      to={to}
      className={`catalogue-card${faded ? ' catalogue-card--faded' : ''}`}
      data-testid={testId}
      data-faded={faded || undefined}
    >
      <div className="catalogue-card__media">
        <MediaImage
          src={imageUrl}
          fallback={
            <span className="catalogue-card__placeholder" aria-hidden>
              {kind === 'course' ? <ReadOutlined /> : <PlayCircleOutlined />}
            </span>
          }
        />
        {badges && <div className="catalogue-card__badges">{badges}</div>}
      </div>
      <div className="catalogue-card__body">
        <h3 className="catalogue-card__title">
          <bdi>{title}</bdi>
        </h3>
        {children && <div className="catalogue-card__meta">{children}</div>}
      </div>
    </Link>
  );
}

/** Cards in a responsive grid; on a phone video cards become compact rows. */
export function CatalogueGrid({
  children,
  compactOnPhone = false,
}: {
  children: ReactNode;
  compactOnPhone?: boolean;
}) {
  return (
    <div className={`catalogue-grid${compactOnPhone ? ' catalogue-grid--compact' : ''}`}>
      {children}
    </div>
  );
}
