import { InboxOutlined } from '@ant-design/icons';
import './empty.css';

interface EmptyProps {
  text: string;
  'data-testid'?: string;
}

/** "Nothing here" with antd's Empty look: a muted box icon over a line of text (decision 0070). */
export function Empty({ text, 'data-testid': testId }: EmptyProps) {
  return (
    <div className="empty" data-testid={testId}>
      <InboxOutlined className="empty__icon" aria-hidden />
      <p className="empty__text">{text}</p>
    </div>
  );
}
