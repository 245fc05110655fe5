import { ArrowRightOutlined, EyeOutlined } from '@ant-design/icons';
import { Card, Result, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadFailed } from '@/components/admin/load-failed';
import { ButtonLink } from '@/components/button-link';
import { messages } from '@/i18n/messages';
import { adminMessages } from '@/i18n/admin-messages';
import { ApiError } from '@/lib/api-client';
import { failedToLoad } from '@/lib/offline-query';
import { useAdminVideo } from '../../api/get-admin-video';
import { useUpdateVideo } from '../../api/update-video';
import { VideoForm } from './video-form';

/** `/admin/videos/{id}`: edit one video; `children` (composed in app/) show below the form. */
export function AdminVideoPage({ children }: { children?: ReactNode }) {
  const { id = '' } = useParams();
  const page = useAdminVideo(id);
  const update = useUpdateVideo();
  const navigate = useNavigate();

  const back = (
    <ButtonLink to="/admin/videos" icon={<ArrowRightOutlined />}>
      {adminMessages.menu.videos}
    </ButtonLink>
  );

  // Offline the call waits and a lost server fails: neither is "not found" or "maintenance".
  if (failedToLoad(page)) {
    return (
      <AdminPage title={adminMessages.pages.video} actions={back}>
        <LoadFailed onRetry={page.refetch} />
      </AdminPage>
    );
  }
  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? messages.video.notFound : messages.catalogue.maintenance}
        extra={back}
      />
    );
  }

  return (
    <AdminPage
      title={adminMessages.pages.video}
      actions={
        <Space wrap>
          {back}
          <ButtonLink to={`/videos/${id}`} icon={<EyeOutlined />}>
            {adminMessages.content.viewAsStudent}
          </ButtonLink>
        </Space>
      }
    >
      <Card className="admin-form-card">
        {page.isPending ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : (
          <VideoForm
            key={page.data.video.updatedAt}
            video={page.data.video}
            submitting={update.isPending}
            onSubmit={(body) => {
              update.mutate(
                { id, body },
                {
                  onSuccess: () => {
                    toast.success(messages.common.saved);
                    void navigate('/admin/videos');
                  },
                },
              );
            }}
          />
        )}
      </Card>
      {children}
    </AdminPage>
  );
}
