import { codeStatusLabels, type CodeStatus } from '@sabora/contract';
import { Tag } from 'antd';

const colors: Record<CodeStatus, string> = {
  unused: 'green',
  used: 'blue',
  disabled: 'red',
  expired: 'default',
};

export function CodeStatusTag({ status }: { status: CodeStatus }) {
  return (
    <Tag color={colors[status]} data-testid="code-status">
      {codeStatusLabels[status]}
    </Tag>
  );
}
