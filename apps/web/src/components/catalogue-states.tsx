import { InboxOutlined, ToolOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { messages } from '@/i18n/messages';
import { CatalogueGrid } from './catalogue-card';

/** Grey cards in the shape of the real ones while the list loads. */
export function SkeletonCards({ count = 6 }: { count?: number }) {
  return (
    <CatalogueGrid>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="catalogue-card catalogue-card--skeleton" aria-hidden>
          <Skeleton.Node active className="catalogue-card__media">
            <span />
          </Skeleton.Node>
          <div className="catalogue-card__body">
            <Skeleton active title={{ width: '80%' }} paragraph={{ rows: 1, width: '40%' }} />
          </div>
        </div>
      ))}
    </CatalogueGrid>
  );
}

export function CatalogueEmpty({ text }: { text: string }) {
  return (
    <Result
      className="catalogue-empty"
      icon={<InboxOutlined />}
      title={<span data-testid="catalogue-empty">{text}</span>}
    />
  );
}

/** Spec section 8: a failed course or video list means maintenance, try later. */
export function CatalogueError({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      className="catalogue-error"
      icon={<ToolOutlined />}
      title={<span data-testid="catalogue-error">{messages.catalogue.maintenance}</span>}
      extra={
        <Button type="primary" onClick={onRetry}>
          {messages.common.retry}
        </Button>
      }
    />
  );
}
