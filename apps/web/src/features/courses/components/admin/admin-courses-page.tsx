import { levelLabels, levels } from '@sabora/contract';
import type { Course, Level } from '@sabora/contract';
import { Drawer, Grid, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { AdminPage, AdminTableCard } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { actionsColumn, NewButton, TableSearch } from '@/components/admin/table-parts';
import { Thumb } from '@/components/admin/thumb';
import { useTableParams } from '@/components/admin/use-table-params';
import { ChoiceSelect } from '@/components/form/choice-select';
import { messages } from '@/i18n/messages';
import { adminMessages } from '@/i18n/admin-messages';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';
import { defaultPageSize, tablePagination } from '@/lib/pagination';
import { useNow } from '@/lib/use-now';
import { useCreateCourse } from '../../api/create-course';
import { useDeleteCourse } from '../../api/delete-course';
import { useAdminCourses } from '@/lib/api/get-admin-courses';
import { CourseForm } from './course-form';
import { clearable } from '@/lib/clearable';

const copy = adminMessages.content;
const columnsCopy = copy.columns;

function isLevel(value: string | undefined): value is Level {
  return (levels as readonly (string | undefined)[]).includes(value);
}

/** `/admin/courses`: every course, searchable by title and level, with a "new course" drawer. */
export function AdminCoursesPage() {
  const table = useTableParams(['level'] as const);
  const level = isLevel(table.filters.level) ? table.filters.level : undefined;
  const courses = useAdminCourses({
    search: table.search || undefined,
    level,
    page: table.page,
    pageSize: defaultPageSize,
  });
  const remove = useDeleteCourse();
  const create = useCreateCourse();
  const [creating, setCreating] = useState(false);
  const screens = Grid.useBreakpoint();
  const openedAt = useNow();
  // "Not shown yet" as of the list's answer: a row just saved to show "now" is shown.
  const now = Math.max(openedAt, courses.dataUpdatedAt);

  const columns: TableColumnsType<Course> = [
    {
      key: 'image',
      title: columnsCopy.image,
      width: 84,
      render: (_, course) => <Thumb src={course.imageUrl} />,
    },
    {
      key: 'title',
      title: columnsCopy.title,
      render: (_, course) => <bdi className="admin-table__title">{course.title}</bdi>,
    },
    { key: 'level', title: columnsCopy.level, render: (_, course) => levelLabels[course.level] },
    { key: 'price', title: columnsCopy.price, render: (_, course) => formatPrice(course.price) },
    {
      key: 'showDate',
      title: columnsCopy.showDate,
      render: (_, course) => <bdi className="admin-table__date">{formatDate(course.showDate)}</bdi>,
    },
    {
      key: 'flags',
      title: columnsCopy.flags,
      render: (_, course) => (
        <>
          {course.showDate > now && <Tag>{copy.flags.hidden}</Tag>}
          {course.freeForSubscribers && <Tag color="gold">{copy.flags.freeForSubscribers}</Tag>}
          {course.isForCenter && <Tag color="purple">{copy.flags.isForCenter}</Tag>}
          {course.accessDays !== null && (
            <Tag color="blue">{copy.flags.accessDays(course.accessDays)}</Tag>
          )}
        </>
      ),
    },
    actionsColumn<Course>(remove, { editTo: (course) => `/admin/courses/${course._id}` }),
  ];

  return (
    <AdminPage
      title={adminMessages.menu.courses}
      actions={
        <NewButton
          testId="new-course"
          onClick={() => {
            setCreating(true);
          }}
        >
          {copy.newCourse}
        </NewButton>
      }
    >
      <AdminTableCard
        toolbar={
          <>
            <TableSearch table={table} />
            <ChoiceSelect<Level>
              label={columnsCopy.level}
              aria-label={columnsCopy.level}
              allowClear={clearable}
              value={level}
              onChange={(value) => {
                table.setFilter('level', value);
              }}
              options={levels.map((item) => ({ value: item, label: levelLabels[item] }))}
              className="admin-table-card__filter"
            />
          </>
        }
      >
        <AdminTable<Course>
          rowKey="_id"
          columns={columns}
          dataSource={courses.data?.courses}
          loading={courses.isFetching}
          query={courses}
          locale={{ emptyText: table.search ? copy.noResults : copy.empty }}
          pagination={tablePagination({
            page: table.page,
            total: courses.data?.count ?? 0,
            onChange: table.setPage,
          })}
        />
      </AdminTableCard>
      <Drawer
        title={copy.newCourse}
        open={creating}
        size={screens.md ? 520 : '100%'}
        placement="left"
        destroyOnHidden
        onClose={() => {
          setCreating(false);
        }}
      >
        <CourseForm
          submitting={create.isPending}
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
