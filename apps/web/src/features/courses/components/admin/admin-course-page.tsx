import { ArrowRightOutlined, EyeOutlined, PlaySquareOutlined } from '@ant-design/icons';
import { Card, Result, Skeleton, Space } from 'antd';
import { LoadFailed } from '@/components/admin/load-failed';
import { failedToLoad } from '@/lib/offline-query';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { AdminPage } from '@/components/admin/admin-page';
import { ButtonLink } from '@/components/button-link';
import { messages } from '@/i18n/messages';
import { adminMessages } from '@/i18n/admin-messages';
import { ApiError } from '@/lib/api-client';
import { useAdminCourse } from '../../api/get-admin-course';
import { useUpdateCourse } from '../../api/update-course';
import { CourseForm } from './course-form';

const copy = adminMessages.content;

/** `/admin/courses/{id}`: edit one course. */
export function AdminCoursePage() {
  const { id = '' } = useParams();
  const course = useAdminCourse(id);
  const update = useUpdateCourse();
  const navigate = useNavigate();

  const back = (
    <ButtonLink to="/admin/courses" icon={<ArrowRightOutlined />}>
      {adminMessages.menu.courses}
    </ButtonLink>
  );

  if (failedToLoad(course)) return <LoadFailed onRetry={course.refetch} />;
  if (course.isError) {
    const missing = course.error instanceof ApiError && course.error.status === 404;
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? messages.catalogue.courseNotFound : messages.catalogue.maintenance}
        extra={back}
      />
    );
  }

  return (
    <AdminPage
      title={adminMessages.pages.course}
      actions={
        <Space wrap>
          {back}
          <ButtonLink to={`/admin/videos?course=${id}`} icon={<PlaySquareOutlined />}>
            {copy.courseVideos}
          </ButtonLink>
          <ButtonLink to={`/courses/${id}`} icon={<EyeOutlined />}>
            {copy.viewAsStudent}
          </ButtonLink>
        </Space>
      }
    >
      <Card className="admin-form-card">
        {course.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <CourseForm
            key={course.data.updatedAt}
            course={course.data}
            submitting={update.isPending}
            onSubmit={(body) => {
              update.mutate(
                { id, body },
                {
                  onSuccess: () => {
                    toast.success(messages.common.saved);
                    void navigate('/admin/courses');
                  },
                },
              );
            }}
          />
        )}
      </Card>
    </AdminPage>
  );
}
