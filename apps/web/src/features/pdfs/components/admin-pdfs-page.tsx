import { FilePdfOutlined } from '@ant-design/icons';
import type { Pdf, PdfBody } from '@sabora/contract';
import { Modal } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { AdminPage, AdminTableCard } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { actionsColumn, NewButton, TableSearch } from '@/components/admin/table-parts';
import { useTableParams } from '@/components/admin/use-table-params';
import { messages } from '@/i18n/messages';
import { adminMessages } from '@/i18n/admin-messages';
import { formatDate } from '@/lib/format-date';
import { mediaSrc } from '@/lib/media-url';
import { defaultPageSize, tablePagination } from '@/lib/pagination';
import { useCreatePdf } from '../api/create-pdf';
import { useDeletePdf } from '../api/delete-pdf';
import { useAdminPdfs } from '@/lib/api/get-admin-pdfs';
import { useUpdatePdf } from '../api/update-pdf';
import { PdfForm } from './pdf-form';

const copy = adminMessages.content;
const columnsCopy = copy.columns;

/** `/admin/pdfs`: the files videos link to; created and edited in a dialog. */
export function AdminPdfsPage() {
  const table = useTableParams();
  const pdfs = useAdminPdfs({
    search: table.search || undefined,
    page: table.page,
    pageSize: defaultPageSize,
  });
  const remove = useDeletePdf();
  const create = useCreatePdf();
  const update = useUpdatePdf();
  // undefined: closed; null: a new file; a PDF: editing it.
  const [editing, setEditing] = useState<Pdf | null | undefined>(undefined);

  const save = (body: PdfBody) => {
    const done = {
      onSuccess: () => {
        toast.success(messages.common.saved);
        setEditing(undefined);
      },
    };
    if (editing) update.mutate({ id: editing._id, body }, done);
    else create.mutate(body, done);
  };

  const columns: TableColumnsType<Pdf> = [
    {
      key: 'title',
      title: columnsCopy.title,
      render: (_, pdf) => <bdi className="admin-table__title">{pdf.title}</bdi>,
    },
    {
      key: 'file',
      title: columnsCopy.file,
      render: (_, pdf) => (
        <a href={mediaSrc(pdf.url)} target="_blank" rel="noreferrer" className="admin-table__link">
          <FilePdfOutlined /> {adminMessages.upload.open}
        </a>
      ),
    },
    {
      key: 'createdAt',
      title: columnsCopy.createdAt,
      render: (_, pdf) => <bdi className="admin-table__date">{formatDate(pdf.createdAt)}</bdi>,
    },
    actionsColumn<Pdf>(remove, { onEdit: setEditing }),
  ];

  return (
    <AdminPage
      title={adminMessages.menu.pdfs}
      actions={
        <NewButton
          testId="new-pdf"
          onClick={() => {
            setEditing(null);
          }}
        >
          {copy.newPdf}
        </NewButton>
      }
    >
      <AdminTableCard toolbar={<TableSearch table={table} />}>
        <AdminTable<Pdf>
          rowKey="_id"
          columns={columns}
          dataSource={pdfs.data?.pdfs}
          loading={pdfs.isFetching}
          query={pdfs}
          locale={{ emptyText: table.search ? copy.noResults : copy.empty }}
          pagination={tablePagination({
            page: table.page,
            total: pdfs.data?.count ?? 0,
            onChange: table.setPage,
          })}
        />
      </AdminTableCard>
      <Modal
        title={editing ? copy.editPdf : copy.newPdf}
        open={editing !== undefined}
        footer={null}
        destroyOnHidden
        onCancel={() => {
          setEditing(undefined);
        }}
      >
        <PdfForm
          key={editing?._id ?? 'new'}
          pdf={editing ?? undefined}
          submitting={create.isPending || update.isPending}
          onSubmit={save}
        />
      </Modal>
    </AdminPage>
  );
}
