/** Every client calls the API under this prefix on the web app's origin. */
export const apiPrefix = '/api';

/** Stored paths of files the API keeps itself start with this (outside `/api`). */
export const uploadedFilesPrefix = '/uploads';

export const apiPaths = {
  signup: '/auth/signup',
  login: '/auth/login',
  adminLogin: '/auth/admin-login',
  deviceRequests: '/auth/device-requests',
  refreshUser: '/user/refresh-user',
  refreshAdmin: '/admin/refresh-admin',
  timeNow: '/shared/time-now',
  getUploadUrl: '/shared/get-s3-url',
  /** After the browser's PUT of a photo: its variants, made from the store (decision 0199). */
  convertUpload: '/shared/uploads/convert',
  health: '/health',
  sharedCourses: '/shared/courses',
  sharedVideos: '/shared/videos',
  userVideo: '/user/videos/:id',
  // Watching and parents (issue 17, decisions 0163 and 0164).
  userVideoProgress: '/user/videos/:id/progress',
  userProgress: '/user/progress',
  userParentLink: '/user/parent-link',
  parentReport: '/parent/report',
  /** `:id` is the student's id. */
  adminUserProgress: '/admin/users/:id/progress',
  adminUserParentLink: '/admin/users/:id/parent-link',
  adminUserParentReport: '/admin/users/:id/parent-report',
  /** `:id` is the video's id. */
  adminVideoViewers: '/admin/videos/:id/viewers',
  adminVideoViewersExport: '/admin/videos/:id/viewers/export',
  adminVideoViewerViews: '/admin/videos/:id/viewers/:userId/views',
  adminCourses: '/admin/courses',
  adminCourse: '/admin/course',
  adminCourseById: '/admin/course/:id',
  adminVideos: '/admin/videos',
  adminVideo: '/admin/video',
  adminVideoById: '/admin/video/:id',
  adminPdfs: '/admin/pdfs',
  adminPdf: '/admin/pdf',
  adminPdfById: '/admin/pdf/:id',
  adminUsers: '/admin/users',
  adminUsersExport: '/admin/users/export',
  adminUserById: '/admin/users/:id',
  adminUserResetDevice: '/admin/users/:id/reset-device',
  adminAdmins: '/admin/admins',
  adminAdminById: '/admin/admins/:id',
  adminAdminPassword: '/admin/admins/:id/password',
  /** `:id` is the student's id. */
  adminUserBills: '/admin/users/:id/bills',
  adminBills: '/admin/bills',
  adminBillById: '/admin/bills/:id',
  /** `:id` is the student's id. */
  adminUserCalls: '/admin/users/:id/calls',
  adminCalls: '/admin/calls',
  adminAudit: '/admin/audit',
  adminAnalytics: '/admin/analytics',
  adminDashboard: '/admin/dashboard',
  sharedTimedExams: '/shared/timed-exams',
  userExam: '/user/exams/:id',
  userExamDraft: '/user/exams/:id/draft',
  userExamSolution: '/user/exam-solution/:id',
  userExamHonourBoard: '/user/exams/:id/honour-board',
  userResults: '/user/results',
  userResult: '/user/results/:id',
  userWallet: '/user/wallet',
  userWalletRedeem: '/user/wallet/redeem',
  userCourseBuy: '/user/courses/:id/buy',
  adminExams: '/admin/exams',
  adminExamById: '/admin/exams/:id',
  adminExamSolution: '/admin/exam-solution/:id',
  /** `:id` is the exam's id, `:userId` the student's (design.md "Exam depth"). */
  adminExamOverrides: '/admin/exams/:id/overrides',
  adminExamOverride: '/admin/exams/:id/overrides/:userId',
  adminExamRegrade: '/admin/exams/:id/regrade',
  /** `:id` is the exam's id. */
  adminExamResults: '/admin/exam-results/:id',
  adminExamStats: '/admin/exam-results/:id/stats',
  adminExamNonSolvers: '/admin/exam-results/:id/non-solvers',
  /** `:id` is the student's id. */
  adminUserResults: '/admin/user-results/:id',
  adminResult: '/admin/results/:id',
  // Exports: `?format=csv|xlsx` with the filters of their list (decision 0122).
  adminExamResultsExport: '/admin/exam-results/:id/export',
  adminBillsExport: '/admin/bills/export',
  adminCallsExport: '/admin/calls/export',
  /** `:id` is the student's id. */
  adminUserWallet: '/admin/users/:id/wallet',
  adminWalletEntries: '/admin/wallet-entries',
  adminWalletEntriesExport: '/admin/wallet-entries/export',
  // Recharge codes (design.md "Selling access").
  adminCodeBatches: '/admin/code-batches',
  adminCodeBatchCodes: '/admin/code-batches/:id/codes',
  adminCodeBatchDisable: '/admin/code-batches/:id/disable',
  adminCodeLookup: '/admin/codes/lookup',
  adminDeviceRequests: '/admin/device-requests',
  adminDeviceRequestApprove: '/admin/device-requests/:id/approve',
  adminDeviceRequestReject: '/admin/device-requests/:id/reject',
  adminDeviceChangeSettings: '/admin/settings/device-changes',
} as const;

/** A path with its `:id` filled in, e.g. `withId(apiPaths.userVideo, id)`. */
export function withId(path: string, id: string): string {
  return path.replace(':id', encodeURIComponent(id));
}
