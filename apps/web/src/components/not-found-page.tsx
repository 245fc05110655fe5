import { FileSearchOutlined } from '@ant-design/icons';
import { StatusResult } from './status-result';
import { messages } from '@/i18n/messages';
import { LinkButton } from './link-button';
import { usePageTitle } from './use-page-title';

export function NotFoundPage() {
  usePageTitle(messages.notFound.title);
  return (
    <StatusResult
      className="page-result"
      icon={<FileSearchOutlined />}
      title={<h1 className="page-result__title">{messages.notFound.title}</h1>}
      subTitle={messages.notFound.subtitle}
      extra={
        <LinkButton primary to="/">
          {messages.common.backHome}
        </LinkButton>
      }
    />
  );
}
