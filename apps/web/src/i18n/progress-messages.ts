// Arabic strings of the student's watching progress: the course page's marks
// and the my-courses bars (issue 17). Kept out of messages.ts: only the pages
// that show progress load them.

export const progressMessages = {
  watched: 'اتشاف',
  resume: 'كمّل',
  /** The bar's accessible name on a started video. */
  videoBar: (title: string) => `اللي اتشاف من ${title}`,
  videoCoverage: (percent: string) => `${percent}% اتشاف`,
  percent: (percent: string) => `${percent}%`,
  /** "شفت 3 من 8 فيديوهات" */
  courseWatched: (watched: string, videos: number, videosText: string) =>
    videos === 1 ? `شفت ${watched} من فيديو واحد` : `شفت ${watched} من ${videosText} فيديوهات`,
  courseBar: (title: string) => `تقدّمك في ${title}`,
  /** My courses: "3 من 8". */
  shortWatched: (watched: string, videos: string) => `${watched} من ${videos}`,
  allWatched: 'خلّصت كل فيديوهات الكورس',
};
