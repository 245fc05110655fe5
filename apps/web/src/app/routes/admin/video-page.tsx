import { useParams } from 'react-router';
import { AdminVideoPage } from '@/features/videos/components/admin/admin-video-page';
import { VideoViewers } from '@/features/watch-reports/components/video-viewers';

/** `/admin/videos/{id}`: the video's editor, and below it who watched it. */
export function VideoPage() {
  const { id = '' } = useParams();
  return (
    <AdminVideoPage>
      <VideoViewers videoId={id} />
    </AdminVideoPage>
  );
}
