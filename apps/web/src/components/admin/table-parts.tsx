import { PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { messages } from '@/i18n/messages';
import { adminMessages } from '@/i18n/admin-messages';
import { searchMaxLength } from '@/lib/search-limit';
import { RowActions } from './row-actions';
import './table-parts.css';
import { clearable } from '@/lib/clearable';

/**
 * The search box of an admin table; the search lives in the address (useTableParams).
 * Back to the list before a search shows that list's search in the box again.
 */
export function TableSearch({
  table,
}: {
  table: { search: string; setSearch: (value: string) => void };
}) {
  const [text, setText] = useState(table.search);
  const [shown, setShown] = useState(table.search);
  if (table.search !== shown) {
    setShown(table.search);
    setText(table.search);
  }
  return (
    <Input.Search
      allowClear={clearable}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
      }}
      maxLength={searchMaxLength}
      placeholder={messages.common.search}
      onSearch={table.setSearch}
      className="admin-table-card__search"
    />
  );
}

/** The page's "new …" button. */
export function NewButton({
  testId,
  onClick,
  children,
}: {
  testId: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}

interface Removal {
  isPending: boolean;
  variables: string | undefined;
  mutate: (id: string) => void;
}

/** Edit (a page or a callback) and confirmed delete for each row. */
export function actionsColumn<T extends { _id: string }>(
  remove: Removal,
  edit: { editTo: (row: T) => string } | { onEdit: (row: T) => void },
): ColumnType<T> {
  return {
    key: 'actions',
    title: adminMessages.content.columns.actions,
    width: 96,
    render: (_, row) => (
      <RowActions
        {...('editTo' in edit ? { editTo: edit.editTo(row) } : { onEdit: () => edit.onEdit(row) })}
        deleting={remove.isPending && remove.variables === row._id}
        onDelete={() => {
          remove.mutate(row._id);
        }}
      />
    ),
  };
}
