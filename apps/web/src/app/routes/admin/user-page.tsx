import {
  DollarOutlined,
  EditOutlined,
  LockOutlined,
  MobileOutlined,
  PhoneOutlined,
  UnlockOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import { attendanceTypeLabels, governorateLabels, levelLabels } from '@sabora/contract';
import type { AdminResultItem, AdminUserPage } from '@sabora/contract';
import { Button, Card, Descriptions, Empty, Result, Skeleton, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { toast } from 'react-toastify';
import { Link, useParams } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadFailed } from '@/components/admin/load-failed';
import { failedToLoad } from '@/lib/offline-query';
import { AdminTable } from '@/components/admin/admin-table';
import { OwnedCourseTag } from '@/components/admin/owned-course-tag';
import { UserTags } from '@/components/admin/user-tags';
import { ButtonLink } from '@/components/button-link';
import { useConfirm } from '@/components/use-confirm';
import { AuditTimeline } from '@/features/audit/components/audit-timeline';
import { BillsTable } from '@/features/bills/components/bills-table';
import { CallsTable } from '@/features/calls/components/calls-table';
import { ParentLinkCard } from '@/features/parents/components/parent-link-card';
import { ParentWhatsappReport } from '@/features/parents/components/parent-whatsapp-report';
import { useResetDevice } from '@/features/users/api/reset-device';
import { useUpdateUser } from '@/features/users/api/update-user';
import { WalletCard } from '@/features/wallet/components/wallet-card';
import { StudentWatching } from '@/features/watch-reports/components/student-watching';
import { messages } from '@/i18n/messages';
import { adminMessages } from '@/i18n/admin-messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { useUser } from '@/lib/api/get-user';
import { formatDate } from '@/lib/format-date';
import { scoreText } from '@/lib/format-score';
import { telHref, whatsappHref } from '@/lib/phone';
import { useNow } from '@/lib/use-now';
import './user-page.css';

const copy = operationsMessages.ops.user;
const tags = operationsMessages.ops.users.tags;

function PhoneActions({ phone }: { phone: string }) {
  return (
    <Space size={4} wrap className="ops-phone-actions">
      <a href={telHref(phone)} dir="ltr" className="ops-phone ops-phone--big">
        {phone}
      </a>
      <Button size="small" icon={<PhoneOutlined />} href={telHref(phone)} aria-label={copy.call}>
        {copy.call}
      </Button>
      <Button
        size="small"
        icon={<WhatsAppOutlined />}
        href={whatsappHref(phone)}
        target="_blank"
        rel="noreferrer"
        className="ops-whatsapp"
      >
        {copy.whatsapp}
      </Button>
    </Space>
  );
}

function QuickActions({ page }: { page: AdminUserPage }) {
  const { user } = page;
  const confirm = useConfirm();
  const reset = useResetDevice();
  const update = useUpdateUser();
  return (
    <div className="ops-actions" data-testid="user-actions">
      <ButtonLink type="primary" icon={<DollarOutlined />} to={`/admin/user-bill/${user._id}`}>
        {copy.actions.bill}
      </ButtonLink>
      <ButtonLink icon={<PhoneOutlined />} to={`/admin/user-calls/${user._id}`}>
        {copy.actions.call}
      </ButtonLink>
      <ButtonLink icon={<EditOutlined />} to={`/admin/edit-user/${user._id}`}>
        {copy.actions.edit}
      </ButtonLink>
      <Button
        icon={<MobileOutlined />}
        loading={reset.isPending}
        disabled={!user.deviceBound}
        onClick={() => {
          void confirm({
            title: copy.confirmResetDevice,
            content: copy.confirmResetDeviceHint,
            danger: false,
          }).then((ok) => {
            if (ok) reset.mutate(user._id);
          });
        }}
        data-testid="reset-device"
      >
        {copy.actions.resetDevice}
      </Button>
      <Button
        danger={!user.frozen}
        icon={user.frozen ? <UnlockOutlined /> : <LockOutlined />}
        loading={update.isPending}
        onClick={() => {
          const frozen = !user.frozen;
          void confirm({
            title: frozen ? copy.confirmFreeze : copy.confirmUnfreeze,
            content: frozen ? copy.confirmFreezeHint : undefined,
            danger: frozen,
          }).then((ok) => {
            if (!ok) return;
            update.mutate(
              { id: user._id, body: { frozen } },
              {
                onSuccess: () => {
                  toast.success(frozen ? copy.frozenDone : copy.unfrozenDone);
                },
              },
            );
          });
        }}
        data-testid="toggle-frozen"
      >
        {user.frozen ? copy.actions.unfreeze : copy.actions.freeze}
      </Button>
    </div>
  );
}

function ProfileCard({ page }: { page: AdminUserPage }) {
  const { user } = page;
  const fields = messages.fields;
  return (
    <Card size="small" className="ops-section" title={copy.profile}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
        items={[
          { key: 'phone', label: fields.phone, children: <PhoneActions phone={user.phone} /> },
          {
            key: 'fatherPhone',
            label: fields.fatherPhone,
            children: <PhoneActions phone={user.fatherPhone} />,
          },
          { key: 'level', label: fields.level, children: levelLabels[user.level] },
          {
            key: 'governorate',
            label: fields.governorate,
            children: governorateLabels[user.governorate],
          },
          {
            key: 'attendanceType',
            label: fields.attendanceType,
            children: attendanceTypeLabels[user.attendanceType],
          },
          {
            key: 'device',
            label: copy.device,
            children: user.deviceBound ? (
              <Tag color="green">{tags.deviceBound}</Tag>
            ) : (
              <Tag>{tags.deviceFree}</Tag>
            ),
          },
          {
            key: 'lastLogin',
            label: copy.lastLogin,
            children: (
              <bdi>
                {user.lastLoginAt === null
                  ? operationsMessages.ops.never
                  : formatDate(user.lastLoginAt)}
              </bdi>
            ),
          },
          {
            key: 'createdAt',
            label: copy.registeredAt,
            children: <bdi>{formatDate(user.createdAt)}</bdi>,
          },
        ]}
      />
    </Card>
  );
}

function CoursesCard({ page }: { page: AdminUserPage }) {
  const { user, courses } = page;
  const now = useNow();
  return (
    <Card size="small" className="ops-section" title={copy.courses}>
      {user.vip && <Tag color="gold">{copy.vipCourses(levelLabels[user.level])}</Tag>}
      {courses.length === 0 ? (
        !user.vip && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={copy.noCourses} />
      ) : (
        <div className="ops-course-tags">
          {courses.map((course) => (
            <OwnedCourseTag key={course._id} course={course} now={now} />
          ))}
        </div>
      )}
    </Card>
  );
}

const resultColumns: TableColumnsType<AdminResultItem> = [
  {
    key: 'exam',
    title: operationsMessages.ops.analytics.exam,
    render: (_, result) => (
      <Link to={`/admin/exam-results/result/${result._id}`}>
        <bdi>{result.exam?.title ?? copy.deletedExam}</bdi>
      </Link>
    ),
  },
  {
    key: 'score',
    title: copy.score,
    render: (_, result) => (
      <bdi dir="ltr" className="ops-nowrap">
        {scoreText(result.score, result.totalScore)}
      </bdi>
    ),
  },
  {
    key: 'date',
    title: copy.submittedAt,
    render: (_, result) => (
      <bdi className="admin-table__date">{formatDate(result.submittedAt)}</bdi>
    ),
  },
];

// Long lists page inside their card, so the page stays short.
const shortPages = { pageSize: 5, hideOnSinglePage: true, showSizeChanger: false } as const;

function SectionLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="ops-section__more">
      {label}
    </Link>
  );
}

/** `/admin/users/{id}`: everything about one student on one page. */
export function UserPage() {
  const { id = '' } = useParams();
  const query = useUser(id);
  const page = query.data;

  if (failedToLoad(query)) {
    return (
      <AdminPage title={adminMessages.pages.user}>
        <LoadFailed onRetry={query.refetch} />
      </AdminPage>
    );
  }
  if (query.isError && !page) {
    return (
      <Result
        status="404"
        title={copy.notFound}
        subTitle={copy.notFoundHint}
        extra={<ButtonLink to="/admin/users">{copy.backToList}</ButtonLink>}
      />
    );
  }
  if (!page) {
    return (
      <AdminPage title={adminMessages.pages.user}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </AdminPage>
    );
  }
  const { user } = page;
  const courseTitles = new Map(page.courses.map((course) => [course._id, course.title]));

  return (
    <AdminPage title={user.name}>
      <div className="ops-user-head">
        <UserTags user={user} withHidden />
      </div>
      <QuickActions page={page} />
      <ProfileCard page={page} />
      <CoursesCard page={page} />
      <StudentWatching userId={user._id} />
      <WalletCard userId={user._id} studentName={user.name} />
      <ParentLinkCard userId={user._id} fatherPhone={user.fatherPhone}>
        <ParentWhatsappReport userId={user._id} fatherPhone={user.fatherPhone} />
      </ParentLinkCard>
      <Card
        size="small"
        className="ops-section admin-table-card"
        title={copy.bills}
        extra={<SectionLink to={`/admin/user-bills/${user._id}`} label={copy.actions.bills} />}
      >
        <BillsTable
          bills={page.bills}
          pagination={shortPages}
          loading={false}
          showStudent={false}
          empty={copy.noBills}
        />
      </Card>
      <Card
        size="small"
        className="ops-section admin-table-card"
        title={copy.calls}
        extra={<SectionLink to={`/admin/user-calls/${user._id}`} label={copy.actions.calls} />}
      >
        <CallsTable
          calls={page.calls}
          pagination={shortPages}
          loading={false}
          showStudent={false}
          empty={copy.noCalls}
        />
      </Card>
      <Card
        size="small"
        className="ops-section admin-table-card"
        title={copy.results}
        extra={<SectionLink to={`/admin/user-results/${user._id}`} label={copy.actions.results} />}
      >
        <AdminTable<AdminResultItem>
          rowKey="_id"
          size="small"
          columns={resultColumns}
          dataSource={page.results}
          pagination={shortPages}
          locale={{ emptyText: copy.noResults }}
        />
        {page.resultsTotal > page.results.length && (
          <p className="ops-results-more" data-testid="user-results-more">
            <Link to={`/admin/user-results/${user._id}`}>
              {copy.latestResults(page.results.length, page.resultsTotal)}
            </Link>
          </p>
        )}
      </Card>
      <Card size="small" className="ops-section" title={copy.history}>
        <AuditTimeline entries={page.history} titles={courseTitles} />
      </Card>
    </AdminPage>
  );
}
