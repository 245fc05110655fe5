import { codesMessages } from '@/i18n/codes-messages';
import { rechargeCodeProblem } from '@sabora/contract';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadFailed } from '@/components/admin/load-failed';
import { Alert } from '@/components/alert';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { formatAmount } from '@/lib/format-number';
import { isUnreachable } from '@/lib/offline-query';
import { useCan } from '@/lib/permissions';
import { useCodeLookup } from '../api/code-batches';
import { expiryDay } from '../lib/expiry';
import { CodeStatusTag } from './code-status-tag';
import './codes-pages.css';

const copy = codesMessages.codes.lookup;

/**
 * `/admin/code-lookup` (every admin): the code a student reads out on the
 * phone, in Arabic or Latin digits, with spaces or dashes, or the card's link.
 * The check digit catches a misheard digit before any request.
 */
export function CodeLookupPage() {
  const [form] = Form.useForm<{ code: string }>();
  const lookup = useCodeLookup();
  const [retrying, setRetrying] = useState(false);
  const opensBatches = useCan('codes.list');
  const found = lookup.data;
  // No answer is not a refusal of the code: the lookup says the connection is lost, with a retry.
  const unreachable = isUnreachable(lookup.error);
  const refusal =
    lookup.error instanceof ApiError && !unreachable
      ? (lookup.error.data[0] ?? lookup.error.message)
      : null;

  return (
    <AdminPage title={copy.title}>
      <Card className="admin-form-card">
        <p>{copy.intro}</p>
        <Form<{ code: string }>
          form={form}
          layout="vertical"
          onFinish={({ code }) => {
            lookup.mutate(code);
          }}
          data-testid="code-lookup-form"
        >
          <Form.Item
            name="code"
            label={copy.label}
            rules={[
              {
                validator: (_rule, value: unknown) => {
                  const problem = rechargeCodeProblem(typeof value === 'string' ? value : '');
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input
              dir="ltr"
              className="code-lookup__input"
              inputMode="numeric"
              autoComplete="off"
              placeholder={copy.placeholder}
              data-testid="code-lookup-input"
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SearchOutlined />}
            loading={lookup.isPending}
            data-testid="code-lookup-submit"
          >
            {copy.search}
          </Button>
        </Form>
      </Card>
      {/* Kept while it asks again, so its own asking (less and less often) goes on. */}
      {(unreachable || retrying) && (
        <LoadFailed
          onRetry={() => {
            const code = lookup.variables;
            if (code === undefined || lookup.isPending) return;
            setRetrying(true);
            lookup.mutate(code, {
              onSettled: () => {
                setRetrying(false);
              },
            });
          }}
        />
      )}
      {refusal && !lookup.isPending && (
        <Alert type="error" role="alert" title={refusal} data-testid="code-lookup-refusal" />
      )}
      {found && !lookup.isPending && (
        <Descriptions
          bordered
          size="small"
          column={1}
          className="code-lookup__result"
          data-testid="code-lookup-result"
          items={[
            {
              key: 'status',
              label: copy.status,
              children: <CodeStatusTag status={found.status} />,
            },
            {
              key: 'code',
              label: copy.code,
              children: <bdi dir="ltr">{found.masked}</bdi>,
            },
            {
              key: 'student',
              label: copy.student,
              children: found.student ? (
                <Link to={`/admin/users/${found.student._id}`}>
                  <bdi>{found.student.name}</bdi> · <bdi dir="ltr">{found.student.phone}</bdi>
                </Link>
              ) : (
                '—'
              ),
            },
            {
              key: 'usedAt',
              label: copy.usedAt,
              children: found.usedAt === null ? '—' : formatDate(found.usedAt),
            },
            { key: 'amount', label: copy.amount, children: formatAmount(found.batch.amount) },
            {
              key: 'batch',
              label: copy.batch,
              children: opensBatches ? (
                <Link to={`/admin/code-batches/${found.batch._id}`}>
                  <bdi>{found.batch.note || formatDate(found.batch.createdAt)}</bdi>
                </Link>
              ) : (
                <bdi>{found.batch.note || formatDate(found.batch.createdAt)}</bdi>
              ),
            },
            { key: 'serial', label: copy.serial, children: found.serial },
            {
              key: 'expiresAt',
              label: copy.expiresAt,
              children:
                found.batch.expiresAt === null
                  ? codesMessages.codes.batches.noExpiry
                  : expiryDay(found.batch.expiresAt),
            },
          ]}
        />
      )}
    </AdminPage>
  );
}
