import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { ButtonLink } from '@/components/button-link';
import { useConfirm } from '@/components/use-confirm';
import { messages } from '@/i18n/messages';

interface RowActionsProps {
  /** The edit page, or an edit callback for rows edited in place. */
  editTo?: string;
  onEdit?: () => void;
  onDelete: () => void;
  deleting?: boolean;
  /** What deleting this row does, when "هل أنت متأكد؟" alone would not say. */
  deleteConfirm?: { title: string; content?: string };
}

/** Edit and delete buttons of a table row; delete asks "هل أنت متأكد؟" first. */
export function RowActions({
  editTo,
  onEdit,
  onDelete,
  deleting = false,
  deleteConfirm,
}: RowActionsProps) {
  const confirm = useConfirm();
  const copy = messages.common;
  return (
    <Space size={4}>
      {editTo && (
        <Tooltip title={copy.edit}>
          <ButtonLink to={editTo} size="small" icon={<EditOutlined />} aria-label={copy.edit} />
        </Tooltip>
      )}
      {onEdit && (
        <Tooltip title={copy.edit}>
          <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={copy.edit} />
        </Tooltip>
      )}
      <Tooltip title={copy.delete}>
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          loading={deleting}
          aria-label={copy.delete}
          data-testid="row-delete"
          onClick={() => {
            void confirm(deleteConfirm).then((confirmed) => {
              if (confirmed) onDelete();
            });
          }}
        />
      </Tooltip>
    </Space>
  );
}
