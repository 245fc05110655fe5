import { codesMessages } from '@/i18n/codes-messages';
import type { CreatedCodeBatchResponse } from '@sabora/contract';
import { Card } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { useLeaveGuard } from '@/components/use-leave-guard';
import { useCreateCodeBatch } from '../api/code-batches';
import { CodeBatchForm } from './code-batch-form';
import { PrintedBatch } from './printed-batch';

/**
 * `/admin/code-batches/new`: the form, then the one-time view of the codes.
 * The codes live only in this component's state: never in the query cache,
 * the address or storage, so leaving the page forgets them.
 */
export function NewCodeBatchPage() {
  const create = useCreateCodeBatch();
  const navigate = useNavigate();
  const [created, setCreated] = useState<CreatedCodeBatchResponse | null>(null);
  // Leaving the one-time view (the menu, back, closing the tab) forgets the codes: ask first.
  useLeaveGuard(created !== null, codesMessages.codes.printed.leaveConfirm);

  if (created) {
    return (
      <AdminPage title={codesMessages.codes.printed.title}>
        <PrintedBatch
          created={created}
          onDone={() => {
            void navigate(`/admin/code-batches/${created.batch._id}`);
          }}
        />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={codesMessages.codes.form.title}>
      <Card className="admin-form-card">
        <CodeBatchForm
          submitting={create.isPending}
          onSubmit={(body) => {
            create.mutate(body, { onSuccess: setCreated });
          }}
        />
      </Card>
    </AdminPage>
  );
}
