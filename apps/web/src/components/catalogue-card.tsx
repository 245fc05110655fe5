import { PlayCircleOutlined, ReadOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cardImageSizes } from '@/early/card-image-sizes';
import { MediaImage } from './media-image';
import './catalogue-card.css';

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
  /** 2 when the list sits right under the page's h1, so headings do not skip a level. */
  titleLevel?: 2 | 3;
  /** The first cards on screen: their image loads at once, it is usually the page's largest paint. */
  eager?: boolean;
  /** Controls under the link (a buy button): a button may not sit inside a link. */
  footer?: ReactNode;
  /** How wide the image is drawn, when not as a full card (a compact grid's rows). */
  imageSizes?: string;
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
  titleLevel = 3,
  eager = false,
  footer,
  imageSizes = cardImageSizes,
}: CatalogueCardProps) {
  const Title = `h${titleLevel}` as const;
  const cardClass = `catalogue-card${faded ? ' catalogue-card--faded' : ''}`;
  const link = (
    <Link
      to={to}
      className={footer ? 'catalogue-card__link' : cardClass}
      data-testid={footer ? undefined : testId}
      data-faded={footer ? undefined : faded || undefined}
    >
      <div className="catalogue-card__media">
        <MediaImage
          src={imageUrl}
          lazy={!eager}
          sizes={imageSizes}
          width={960}
          height={540}
          fallback={
            <span className="catalogue-card__placeholder" aria-hidden>
              {kind === 'course' ? <ReadOutlined /> : <PlayCircleOutlined />}
            </span>
          }
        />
        {badges && <div className="catalogue-card__badges">{badges}</div>}
      </div>
      <div className="catalogue-card__body">
        <Title className="catalogue-card__title">
          <bdi>{title}</bdi>
        </Title>
        {children && <div className="catalogue-card__meta">{children}</div>}
      </div>
    </Link>
  );
  if (!footer) return link;
  return (
    <div
      className={`${cardClass} catalogue-card--with-footer`}
      data-testid={testId}
      data-faded={faded || undefined}
    >
      {link}
      <div className="catalogue-card__footer">{footer}</div>
    </div>
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
