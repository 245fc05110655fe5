import { ClockCircleOutlined } from '@ant-design/icons';
import { StatusResult } from './status-result';
import { messages } from '@/i18n/messages';
import { ButtonLink } from './button-link';
import { usePageTitle } from './use-page-title';

interface ComingSoonProps {
  /** What the page will show, e.g. "الكورسات". */
  page: string;
  /** Where the back button leads; the admin area points back to its own home. */
  backTo?: string;
  backLabel?: string;
}

/** Placeholder for a route whose feature is not built yet: honest, never fake data. */
export function ComingSoon({
  page,
  backTo = '/',
  backLabel = messages.common.backHome,
}: ComingSoonProps) {
  usePageTitle(page);
  return (
    <StatusResult
      className="page-result"
      icon={<ClockCircleOutlined />}
      title={<h1 className="page-result__title">{messages.comingSoon.title}</h1>}
      subTitle={messages.comingSoon.subtitle(page)}
      extra={
        <ButtonLink type="primary" to={backTo}>
          {backLabel}
        </ButtonLink>
      }
    />
  );
}
