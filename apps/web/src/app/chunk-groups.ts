/**
 * The chunks shaped by hand (decision 0070), named by the files they gather:
 * vite.config.ts turns each list into its group's test, and
 * chunk-groups.test.ts fails when a listed file no longer exists, so a rename
 * breaks a test instead of silently changing what a student downloads. Paths
 * under `src/` are the web app's, under `packages/` the repository's; the
 * others are in node_modules. A group also takes along what its files import.
 */
export const chunkGroups = {
  /**
   * What the exam page imports besides the shell: one chunk instead of fourteen
   * small ones a phone would fetch in three round trips.
   */
  exam: [
    'src/features/exams/components/exam-taking.tsx',
    'src/features/exams/api/get-admin-exam.ts',
    '@ant-design/icons/es/icons/FieldTimeOutlined.js',
  ],
  /**
   * A result, the notice of one not shown yet and the link to the solution:
   * the exam page ends on them (loaded when there is a result), and the
   * student's result and solution pages need them without the exam's questions.
   */
  result: [
    'src/components/result-detail.tsx',
    'src/features/exams/components/early-result-notice.tsx',
    'src/features/exams/components/solution-link.tsx',
    'src/features/exams/api/get-exam-solution.ts',
  ],
  /**
   * The server's clock, the way back and the scroll to the top: the exam
   * counts down with them from its first screen, the result pages use them
   * too. Apart from the result, so an open exam does not load the result's
   * view before there is one.
   */
  clock: [
    'src/features/exams/api/get-time-now.ts',
    'src/features/exams/lib/server-clock.ts',
    'src/features/exams/lib/use-server-moment.ts',
    'src/features/exams/lib/go-back.ts',
    'src/lib/use-scroll-to-top.ts',
  ],
  /**
   * The confirmation dialog, shared by the exam, the profile's parent link and
   * the admin area: in the exam's chunk it made the profile load the exam.
   */
  confirm: [
    'src/components/confirm-scope.tsx',
    'src/components/confirm-dialog.tsx',
    'src/components/use-confirm.ts',
  ],
  /**
   * Shared by the exam and other pages, kept out of the exam's chunk so those
   * do not load it: the light button, alert and card of sign-in, the question
   * card's check icon and the stop icon of the video and exam pages; and
   * TanStack's mutation hook, which sign-in, registration and the exam's submit
   * all use (alone it was one more request for each of them); the contract's
   * Arabic counting, which the player's and the exams' words share (in the
   * exams' words it made the lesson page load them); and the tiny helpers and
   * the icon a course, a lesson and a result would each fetch alone.
   */
  controls: [
    'src/components/button.tsx',
    'src/components/alert.tsx',
    'src/components/panel.tsx',
    'packages/contract/src/arabic-count.ts',
    '@ant-design/icons/es/icons/CheckOutlined.js',
    '@ant-design/icons/es/icons/StopOutlined.js',
    '@ant-design/icons/es/icons/FileSearchOutlined.js',
    '@tanstack/react-query/build/modern/useMutation.js',
    'src/lib/format-number.ts',
    'src/lib/return-path.ts',
  ],
  /**
   * What a course and its lesson both read: the videos, PDFs and progress of
   * the contract and the course's list with its marks. Alone they were five
   * more requests on each page, and on a phone the fifth waits for a
   * connection (decision 0231).
   */
  lesson: [
    'packages/contract/src/videos.ts',
    'packages/contract/src/pdfs.ts',
    'packages/contract/src/progress.ts',
    'src/lib/api/list-videos.ts',
    'src/lib/api/get-user-progress.ts',
    'src/i18n/progress-messages.ts',
    'src/features/courses/components/progress-marks.tsx',
  ],
  /**
   * The player, its words and the video's own call: the lesson page and the
   * solution's explanation videos share them (decision 0231).
   */
  player: [
    'src/features/videos/components/video-player.tsx',
    'src/features/videos/api/get-admin-video.ts',
    'src/i18n/player-messages.ts',
    'packages/contract/src/rules/video-source.ts',
    '@ant-design/icons/es/icons/WarningOutlined.js',
  ],
  /**
   * The exams' words and the score's format that reads them: the exam, its
   * solution, the profile and the results pages share them, and none of the
   * other pages may load them with the controls (decision 0208).
   */
  examWords: ['src/i18n/exam-messages.ts', 'src/lib/format-score.ts'],
  /**
   * The sign-in and registration forms' shared parts: the contract's rules
   * for them, the card with the device's fingerprint and the field errors'
   * words (decision 0231).
   */
  signIn: [
    'packages/contract/src/auth.ts',
    'packages/contract/src/device-requests.ts',
    'src/features/auth/components/auth-card.tsx',
    'src/lib/zod-message.ts',
  ],
  /** The text field and its show-password eye: sign-in, registration and the wallet's code. */
  fields: ['src/components/text-field.tsx', '@ant-design/icons/es/icons/EyeOutlined.js'],
  /** Paging, its arrows and the empty list: the results and the wallet's ledger (decision 0231). */
  pager: [
    'src/lib/pagination.ts',
    'src/components/pagination.tsx',
    'src/components/empty.tsx',
    '@ant-design/icons/es/icons/RightOutlined.js',
  ],
} as const satisfies Record<string, readonly string[]>;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A module id (either path separator) that is one of `files`. */
export function chunkTest(files: readonly string[]): RegExp {
  const alternatives = files.map((file) => file.split('/').map(escaped).join('[\\\\/]'));
  return new RegExp(`[\\\\/](?:${alternatives.join('|')})$`);
}
