import type { AdminVideo } from '@sabora/contract';
import { Drawer, Grid, Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { AdminPage, AdminTableCard } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { actionsColumn, NewButton, TableSearch } from '@/components/admin/table-parts';
import { Thumb } from '@/components/admin/thumb';
import { useTableParams } from '@/components/admin/use-table-params';
import { messages } from '@/i18n/messages';
import { adminMessages } from '@/i18n/admin-messages';
import { useCourses } from '@/lib/api/list-courses';
import { formatDate } from '@/lib/format-date';
import { defaultPageSize, tablePagination } from '@/lib/pagination';
import { useNow } from '@/lib/use-now';
import { useCreateVideo } from '../../api/create-video';
import { useDeleteVideo } from '../../api/delete-video';
import { useAdminVideos } from '../../api/get-admin-videos';
import { VideoForm } from './video-form';
import { clearable } from '@/lib/clearable';

const copy = adminMessages.content;
const columnsCopy = copy.columns;

/** `/admin/videos`: every video, searchable, filterable by course, with a "new video" drawer. */
export function AdminVideosPage() {
  const table = useTableParams(['course'] as const);
  const course = table.filters.course;
  const videos = useAdminVideos({
    search: table.search || undefined,
    course,
    page: table.page,
    pageSize: defaultPageSize,
  });
  const courses = useCourses();
  const remove = useDeleteVideo();
  const create = useCreateVideo();
  const [creating, setCreating] = useState(false);
  const screens = Grid.useBreakpoint();
  const openedAt = useNow();
  // "Not shown yet" as of the list's answer: a row just saved to show "now" is shown.
  const now = Math.max(openedAt, videos.dataUpdatedAt);

  const columns: TableColumnsType<AdminVideo> = [
    {
      key: 'image',
      title: columnsCopy.image,
      width: 84,
      render: (_, video) => <Thumb src={video.imageUrl} />,
    },
    {
      key: 'title',
      title: columnsCopy.title,
      render: (_, video) => (
        <Link to={`/videos/${video._id}`} className="admin-table__title">
          <bdi>{video.title}</bdi>
        </Link>
      ),
    },
    {
      key: 'courses',
      title: columnsCopy.courses,
      render: (_, video) =>
        video.courses.map((item) => (
          <Tag key={item._id} className="admin-table__tag">
            <bdi>{item.title}</bdi>
          </Tag>
        )),
    },
    {
      key: 'sections',
      title: columnsCopy.sections,
      align: 'center',
      render: (_, video) => video.sections.length,
    },
    {
      key: 'showDate',
      title: columnsCopy.showDate,
      render: (_, video) => (
        <>
          <bdi className="admin-table__date">{formatDate(video.showDate)}</bdi>
          <div>
            {video.showDate > now && <Tag className="admin-table__tag">{copy.flags.hidden}</Tag>}
            {video.isForCenter && <Tag color="purple">{copy.flags.isForCenter}</Tag>}
          </div>
        </>
      ),
    },
    actionsColumn<AdminVideo>(remove, { editTo: (video) => `/admin/videos/${video._id}` }),
  ];

  return (
    <AdminPage
      title={adminMessages.menu.videos}
      actions={
        <NewButton
          testId="new-video"
          onClick={() => {
            setCreating(true);
          }}
        >
          {copy.newVideo}
        </NewButton>
      }
    >
      <AdminTableCard
        toolbar={
          <>
            <TableSearch table={table} />
            <Select
              aria-label={columnsCopy.courses}
              allowClear={clearable}
              showSearch={{ optionFilterProp: 'label' }}
              value={course}
              placeholder={messages.common.choose(columnsCopy.courses)}
              loading={courses.isPending}
              onChange={(value: string | undefined) => {
                table.setFilter('course', value);
              }}
              options={courses.data?.map((item) => ({ value: item._id, label: item.title }))}
              className="admin-table-card__filter"
            />
          </>
        }
      >
        <AdminTable<AdminVideo>
          rowKey="_id"
          columns={columns}
          dataSource={videos.data?.videos}
          loading={videos.isFetching}
          query={videos}
          locale={{ emptyText: table.search ? copy.noResults : copy.empty }}
          pagination={tablePagination({
            page: table.page,
            total: videos.data?.count ?? 0,
            onChange: table.setPage,
          })}
        />
      </AdminTableCard>
      <Drawer
        title={copy.newVideo}
        open={creating}
        size={screens.md ? 640 : '100%'}
        placement="left"
        destroyOnHidden
        onClose={() => {
          setCreating(false);
        }}
      >
        <VideoForm
          submitting={create.isPending}
          defaultCourse={course}
          onSubmit={(body) => {
            create.mutate(body, {
              onSuccess: () => {
                toast.success(messages.common.saved);
                setCreating(false);
              },
            });
          }}
        />
      </Drawer>
    </AdminPage>
  );
}
