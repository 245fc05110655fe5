import { FileSearchOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { messages } from '@/i18n/messages';
import { ButtonLink } from './button-link';
import { usePageTitle } from './use-page-title';

export function NotFoundPage() {
  usePageTitle(messages.notFound.title);
  return (
    <Result
      className="page-result"
      icon={<FileSearchOutlined />}
      title={<h1 className="page-result__title">{messages.notFound.title}</h1>}
      subTitle={messages.notFound.subtitle}
      extra={
        <ButtonLink type="primary" to="/">
          {messages.common.backHome}
        </ButtonLink>
      }
    />
  );
}
