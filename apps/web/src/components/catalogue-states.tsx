import { InboxOutlined, ToolOutlined } from '@ant-design/icons';
import { StatusResult } from './status-result';
import { messages } from '@/i18n/messages';
import { CatalogueGrid } from './catalogue-card';
import './catalogue-states.css';

/** A grey card in the shape of the real ones (antd's Skeleton look, in CSS). */
export function SkeletonCard() {
  return (
    <div className="catalogue-card catalogue-card--skeleton" aria-hidden>
      <div className="catalogue-card__media skeleton-block" />
      <div className="catalogue-card__body">
        <div className="skeleton-line skeleton-line--title" />
        <div className="skeleton-line skeleton-line--short" />
      </div>
    </div>
  );
}

/** A grey title and lines of text while a page's text loads (antd's Skeleton paragraph). */
export function SkeletonText({ rows }: { rows: number }) {
  return (
    <div className="skeleton-text" aria-hidden>
      <div className="skeleton-line skeleton-text__title" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton-line skeleton-text__row" />
      ))}
    </div>
  );
}

/** Grey cards while the list loads. */
export function SkeletonCards({ count = 6 }: { count?: number }) {
  return (
    <CatalogueGrid>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </CatalogueGrid>
  );
}

export function CatalogueEmpty({ text }: { text: string }) {
  return (
    <StatusResult
      className="catalogue-empty"
      icon={<InboxOutlined />}
      title={<span data-testid="catalogue-empty">{text}</span>}
    />
  );
}

/** Spec section 8: a failed course or video list means maintenance, try later. */
export function CatalogueError({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusResult
      className="catalogue-error"
      icon={<ToolOutlined />}
      title={<span data-testid="catalogue-error">{messages.catalogue.maintenance}</span>}
      extra={
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {messages.common.retry}
        </button>
      }
    />
  );
}
