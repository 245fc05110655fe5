import { ClockCircleOutlined } from '@ant-design/icons';
import { StatusResult } from '@/components/status-result';
import { LinkButton } from '@/components/link-button';
import { messages } from '@/i18n/messages';

const copy = messages.exams;

/** Submitted while the timed exam is still open: the score comes after it closes. */
export function EarlyResultNotice() {
  return (
    <StatusResult
      status="success"
      icon={<ClockCircleOutlined />}
      title={copy.earlyResultTitle}
      subTitle={copy.earlyResult}
      extra={
        <LinkButton primary to="/profile/exams-results">
          {copy.toResults}
        </LinkButton>
      }
      data-testid="early-result"
    />
  );
}
