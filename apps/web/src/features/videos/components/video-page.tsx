import { CalendarOutlined, FilePdfOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type {
  ExamSummary,
  NamedRef,
  PdfLink,
  VideoProgress,
  VideoSection,
  WatchedVideo,
} from '@sabora/contract';
import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { SkeletonText } from '@/components/catalogue-states';
import { Tag } from '@/components/tag';
import { usePageTitle } from '@/components/use-page-title';
import { Heading, Paragraph } from '@/components/typography';
import { messages } from '@/i18n/messages';
import { playerMessages } from '@/i18n/player-messages';
import { formatDate } from '@/lib/format-date';
import { loginReturningTo } from '@/lib/return-path';
import { mediaSrc } from '@/lib/media-url';
import { useSession } from '@/lib/session';
import { signInToastId } from '@/lib/toast-ids';
import { useHere } from '@/lib/use-here';
import { useAdminVideo } from '../api/get-admin-video';
import { useWatchVideo } from '../api/watch-video';
import { useWatchHeartbeat } from '../hooks/use-watch-heartbeat';
import type { PlayerHandle } from '../lib/player-handle';
import { videoFailureOf } from './video-access-error';
import { PrevExamNotice, VideoBlocked } from './video-blocked';
import { VideoExams } from './video-exams';
import { VideoPlayer } from './video-player';
import './video-page.css';
import { OfflineNotSaved } from '@/components/offline-not-saved';
import { waitsForNetwork } from '@/lib/offline-query';

const copy = messages.video;

/** `/videos/{id}`: every state of the spec's video page. */
export function VideoPage() {
  const { id = '' } = useParams();
  const { user, admin } = useSession();
  const signedIn = user !== null || admin !== null;
  const here = useHere();
  usePageTitle(messages.pages.video);

  useEffect(() => {
    if (!signedIn) toast.info(messages.catalogue.loginFirst, { toastId: signInToastId });
  }, [signedIn]);

  if (!signedIn) return <Navigate to={loginReturningTo(here)} replace />;
  // Admins use the admin call: it shows every video, released or not.
  return admin ? <AdminVideo id={id} /> : <StudentVideo id={id} />;
}

function StudentVideo({ id }: { id: string }) {
  const query = useWatchVideo(id, true);
  if (waitsForNetwork(query)) return <OfflineNotSaved />;
  if (query.isPending) return <VideoSkeleton />;
  if (query.isError) return <VideoBlocked failure={videoFailureOf(query.error)} />;
  if ('prevExam' in query.data) return <PrevExamNotice exam={query.data.prevExam} />;
  const { video, exam, pdf, progress } = query.data;
  return <WatchVideo key={video._id} video={video} exams={exam} pdfs={pdf} progress={progress} />;
}

function AdminVideo({ id }: { id: string }) {
  const query = useAdminVideo(id);
  if (query.isPending) return <VideoSkeleton />;
  if (query.isError) return <VideoBlocked failure={videoFailureOf(query.error)} />;
  const { video, exam, pdf } = query.data;
  return <WatchVideo key={video._id} video={video} exams={exam} pdfs={pdf} showDate />;
}

function VideoSkeleton() {
  return (
    <div className="video-page" aria-busy>
      <div className="video-page__main">
        <div className="video-frame">
          <div className="skeleton-block video-frame__skeleton" aria-hidden>
            <PlayCircleOutlined />
          </div>
        </div>
        <SkeletonText rows={2} />
      </div>
    </div>
  );
}

interface WatchVideoProps {
  video: WatchedVideo;
  exams: ExamSummary[];
  pdfs: PdfLink[];
  showDate?: boolean;
  /** The student's progress; absent for admins, whose watching is not recorded. */
  progress?: VideoProgress;
}

/** Seconds before the end within which a stored position starts the video again. */
const resumeTailSeconds = 10;

function resumePoint(progress: VideoProgress | undefined): number {
  if (!progress || progress.position < 1) return 0;
  if (progress.duration > 0 && progress.position >= progress.duration - resumeTailSeconds) return 0;
  return progress.position;
}

function WatchVideo({ video, exams, pdfs, showDate = false, progress }: WatchVideoProps) {
  // null: the whole video; a number: that section (chapter) plays instead.
  const [section, setSection] = useState<number | null>(null);
  // Choosing a section is asking to play it: its player starts without the poster's button.
  const [chosen, setChosen] = useState(false);
  const active = section === null ? video.url : (video.sections[section]?.url ?? video.url);
  usePageTitle(video.title);
  const hasSide = video.sections.length > 0 || pdfs.length > 0 || exams.length > 0;
  const { user } = useSession();
  const [player, setPlayer] = useState<PlayerHandle | null>(null);
  const [latest, setLatest] = useState(progress);
  const [exhausted, setExhausted] = useState<number | null>(null);
  // Progress is the whole video's: a section plays from its own start and records nothing.
  const recording = progress !== undefined && section === null;
  const [resumeAt, setResumeAt] = useState(() => resumePoint(progress));
  useWatchHeartbeat({
    videoId: video._id,
    player: recording && exhausted === null ? player : null,
    onProgress: setLatest,
    onExhausted: setExhausted,
  });
  const onReady = useCallback((handle: PlayerHandle | null) => {
    setPlayer(handle);
  }, []);
  const watermark = user ? `${user.name} · ${user.phone}` : null;

  return (
    <div className={`video-page${hasSide ? '' : ' video-page--single'}`}>
      <div className="video-page__main">
        {exhausted !== null ? (
          <VideoBlocked failure={{ kind: 'exhausted', maxViews: exhausted }} />
        ) : (
          <VideoPlayer
            key={active}
            url={active}
            title={video.title}
            imageUrl={video.imageUrl}
            startAt={section === null ? resumeAt : 0}
            watermark={watermark}
            onReady={onReady}
            autoStart={chosen}
          />
        )}
        {section === null && resumeAt > 0 && (
          <p className="video-resume" role="status" data-testid="video-resume">
            <span>{playerMessages.resumedAt(resumeAt)}</span>
            <button
              type="button"
              className="btn btn--small"
              onClick={() => {
                player?.seek(0);
                setResumeAt(0);
              }}
            >
              {playerMessages.fromStart}
            </button>
          </p>
        )}
        {latest && latest.maxViews !== null && latest.viewsLeft !== null && (
          <p className="video-views-left" data-testid="video-views-left">
            {playerMessages.viewsLeft(latest.viewsLeft, latest.maxViews)}
          </p>
        )}
        <Heading level={1} className="video-page__title">
          <bdi>{video.title}</bdi>
        </Heading>
        <div className="video-page__tags">
          {video.courses.length > 0 && <span>{copy.inCourses}</span>}
          {video.courses.map((course: NamedRef) => (
            <Link key={course._id} to={`/courses/${course._id}`}>
              <Tag color="green">
                <bdi>{course.title}</bdi>
              </Tag>
            </Link>
          ))}
          {showDate && (
            <Tag icon={<CalendarOutlined />}>
              <bdi>{formatDate(video.showDate)}</bdi>
            </Tag>
          )}
        </div>
        {video.description && (
          <Paragraph className="video-page__description" dir="auto">
            {video.description}
          </Paragraph>
        )}
      </div>
      {hasSide && (
        <aside className="video-page__side">
          {video.sections.length > 0 && (
            <Sections
              sections={video.sections}
              active={section}
              onSelect={(index) => {
                setChosen(true);
                setSection(index);
              }}
            />
          )}
          {pdfs.length > 0 && <Pdfs pdfs={pdfs} />}
          {exams.length > 0 && <VideoExams exams={exams} />}
        </aside>
      )}
    </div>
  );
}

interface SectionsProps {
  sections: VideoSection[];
  active: number | null;
  onSelect: (section: number | null) => void;
}

/** The video's sections as chapters: choosing one plays its address. */
function Sections({ sections, active, onSelect }: SectionsProps) {
  const items = [
    { title: copy.wholeVideo, index: null },
    ...sections.map((s, i) => ({ title: s.title, index: i })),
  ];
  return (
    <section className="video-panel" aria-labelledby="video-sections">
      <h2 id="video-sections" className="video-panel__title">
        {copy.sections}
      </h2>
      <ol className="video-chapters">
        {items.map((item) => (
          <li key={item.index ?? 'whole'}>
            <button
              type="button"
              className={`video-chapters__item${item.index === active ? ' video-chapters__item--active' : ''}`}
              aria-current={item.index === active ? 'true' : undefined}
              onClick={() => {
                onSelect(item.index);
              }}
            >
              <PlayCircleOutlined />
              <bdi>{item.title}</bdi>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Pdfs({ pdfs }: { pdfs: PdfLink[] }) {
  return (
    <section className="video-panel" aria-labelledby="video-files">
      <h2 id="video-files" className="video-panel__title">
        {copy.files}
      </h2>
      <ul className="video-links">
        {pdfs.map((pdf) => (
          <li key={pdf._id}>
            {/* The API answers with Content-Disposition, so this downloads the file. */}
            <a href={mediaSrc(pdf.url)} download target="_blank" rel="noreferrer">
              <FilePdfOutlined className="video-links__icon" />
              <bdi>{pdf.title}</bdi>
              <span className="video-links__action">{copy.download}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
