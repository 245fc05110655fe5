import { ClockCircleOutlined, FileSearchOutlined, ReadOutlined } from '@ant-design/icons';
import { levelLabels } from '@sabora/contract';
import type { Course, ListedVideo, VideoProgress, Viewer } from '@sabora/contract';
import { useParams } from 'react-router';
import { StatusResult } from '@/components/status-result';
import { Alert } from '@/components/alert';
import { LinkButton } from '@/components/link-button';
import { Tag } from '@/components/tag';
import { CatalogueCard, CatalogueGrid } from '@/components/catalogue-card';
import { CoursePurchase, usePurchaseOffer } from '@/components/course-purchase';
import { MediaImage } from '@/components/media-image';
import { compactCardImageSizes, courseHeaderImageSizes } from '@/early/card-image-sizes';
import {
  CatalogueEmpty,
  CatalogueError,
  SkeletonCards,
  SkeletonText,
} from '@/components/catalogue-states';
import { usePageTitle } from '@/components/use-page-title';
import { Heading, Paragraph } from '@/components/typography';
import { useVideos } from '@/lib/api/list-videos';
import { messages } from '@/i18n/messages';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';
import { loginReturningTo } from '@/lib/return-path';
import { useNow } from '@/lib/use-now';
import { useViewer } from '@/lib/viewer';
import { useCourses } from '@/lib/api/list-courses';
import { useUserProgress } from '@/lib/api/get-user-progress';
import { courseCardState, videoCardState } from './course-card-state';
import { CourseProgressLine, VideoProgressMark, videoMarkState } from './progress-marks';
import './course-page.css';
import { OfflineNotSaved } from '@/components/offline-not-saved';
import { waitsForNetwork } from '@/lib/offline-query';

const copy = messages.catalogue;

/** The course's videos in the order the server lists them (release order). */
export function videosOfCourse(videos: ListedVideo[], courseId: string): ListedVideo[] {
  return videos.filter((video) => video.courses.some((course) => course._id === courseId));
}

/** `/courses/{id}`: the course and its videos. */
export function CoursePage() {
  const { id = '' } = useParams();
  const courses = useCourses();
  const course = courses.data?.find((candidate) => candidate._id === id);
  usePageTitle(course?.title ?? messages.pages.course);

  if (waitsForNetwork(courses)) return <OfflineNotSaved />;
  if (courses.isPending) {
    return (
      <div className="catalogue-page">
        <SkeletonText rows={3} />
        <SkeletonCards count={3} />
      </div>
    );
  }
  if (courses.isError) {
    return (
      <div className="catalogue-page">
        <CatalogueError
          onRetry={() => {
            void courses.refetch();
          }}
        />
      </div>
    );
  }
  if (!course) {
    return (
      <StatusResult
        className="page-result"
        icon={<FileSearchOutlined />}
        title={<h1 className="page-result__title">{copy.courseNotFound}</h1>}
        subTitle={copy.courseNotFoundHint}
        extra={
          <LinkButton primary to="/courses">
            {copy.browseCourses}
          </LinkButton>
        }
      />
    );
  }
  return (
    <div className="catalogue-page">
      <CourseHeader course={course} />
      <CourseVideos courseId={course._id} />
    </div>
  );
}

function CourseHeader({ course }: { course: Course }) {
  const viewer = useViewer();
  const now = useNow();
  const state = courseCardState(course, viewer, now);
  const offer = usePurchaseOffer(course, now);
  const progress = useUserProgress().data?.courses.find((row) => row.course._id === course._id);
  return (
    <header className={`course-header${state.faded ? ' course-header--faded' : ''}`}>
      <MediaImage
        src={course.imageUrl}
        className="course-header__image"
        lazy={false}
        sizes={courseHeaderImageSizes}
        width={960}
        height={540}
        fallback={
          <span className="course-header__image course-header__image--empty" aria-hidden>
            <ReadOutlined />
          </span>
        }
      />
      <div className="course-header__text">
        <Heading level={1} className="course-header__title">
          <bdi>{course.title}</bdi>
        </Heading>
        <div className="course-header__tags">
          <Tag>{levelLabels[course.level]}</Tag>
          <Tag color={course.price === 0 ? 'green' : 'blue'}>{formatPrice(course.price)}</Tag>
          {state.subscribed && <Tag color="green">{copy.subscribed}</Tag>}
          {state.gift && <Tag color="gold">{copy.gift}</Tag>}
          {state.faded && <Tag>{copy.upcoming}</Tag>}
          {state.showDate && (
            <Tag icon={<ClockCircleOutlined />}>
              <bdi>{formatDate(course.showDate)}</bdi>
            </Tag>
          )}
        </div>
        {progress && progress.videos > 0 && (
          <CourseProgressLine title={course.title} progress={progress} />
        )}
        {course.description && (
          <Paragraph className="course-header__description" dir="auto">
            {course.description}
          </Paragraph>
        )}
        {viewer.kind === 'student' && !state.subscribed && (
          <Alert type="info" role="alert" title={copy.notOwnedHint} />
        )}
        {offer && <CoursePurchase course={course} offer={offer} large />}
        {viewer.kind === 'visitor' && course.price > 0 && (
          <LinkButton primary large to={loginReturningTo(`/courses/${course._id}`)}>
            {messages.coursePurchase.signInToBuy}
          </LinkButton>
        )}
      </div>
    </header>
  );
}

function CourseVideos({ courseId }: { courseId: string }) {
  const viewer = useViewer();
  const now = useNow();
  const videos = useVideos();
  const progress = useUserProgress().data;

  if (waitsForNetwork(videos)) return <OfflineNotSaved />;
  if (videos.isPending) return <SkeletonCards count={3} />;
  if (videos.isError) {
    return (
      <CatalogueError
        onRetry={() => {
          void videos.refetch();
        }}
      />
    );
  }
  const shown = videosOfCourse(videos.data, courseId);
  if (shown.length === 0) return <CatalogueEmpty text={copy.noVideos} />;
  return (
    <section aria-label={messages.pages.course}>
      <Heading level={2} className="catalogue-page__subtitle">
        {copy.videosCount(shown.length)}
      </Heading>
      <CatalogueGrid compactOnPhone>
        {shown.map((video) => (
          <VideoCard
            key={video._id}
            video={video}
            viewer={viewer}
            now={now}
            progress={progress?.videos.find((row) => row.video._id === video._id)}
          />
        ))}
      </CatalogueGrid>
    </section>
  );
}

interface VideoCardProps {
  video: ListedVideo;
  viewer: Viewer;
  now: number;
  progress?: VideoProgress;
}

function VideoCard({ video, viewer, now, progress }: VideoCardProps) {
  const state = videoCardState(video, viewer, now);
  const marked = videoMarkState(progress) !== 'new';
  return (
    <CatalogueCard
      to={`/videos/${video._id}`}
      title={video.title}
      imageUrl={video.imageUrl}
      kind="video"
      faded={state.faded}
      badges={state.faded && <Tag icon={<ClockCircleOutlined />}>{copy.upcoming}</Tag>}
      testId="video-card"
      imageSizes={compactCardImageSizes}
    >
      {(state.showDate || marked) && (
        <>
          {state.showDate && (
            <span className="catalogue-card__date">
              <ClockCircleOutlined /> <bdi>{formatDate(video.showDate)}</bdi>
            </span>
          )}
          {marked && <VideoProgressMark title={video.title} progress={progress} />}
        </>
      )}
    </CatalogueCard>
  );
}
