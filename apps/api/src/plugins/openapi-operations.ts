import { exportContentTypes } from '@sabora/contract';

/**
 * Every operation's name and one-line summary, for the OpenAPI document and
 * the clients generated from it (design.md "HTTP semantics"). Keyed as the
 * document writes a route; the OpenAPI test fails when a route is missing here.
 */
export interface OperationDoc {
  operationId: string;
  summary: string;
  /** The types of a response that is not JSON. */
  produces?: readonly string[];
}

const op = (operationId: string, summary: string, produces?: readonly string[]): OperationDoc => ({
  operationId,
  summary,
  ...(produces ? { produces } : {}),
});

/** An export answers the file `?format=` asks for (the document names media types bare). */
const sheetTypes = Object.values(exportContentTypes).map((type) => type.split(';')[0]!);

export const operationDocs: Record<string, OperationDoc> = {
  'POST /api/auth/signup': op('signUp', 'Register a student, binding the account to this device'),
  'POST /api/auth/login': op('logIn', 'Sign a student in with phone, password and device hash'),
  'POST /api/auth/admin-login': op('logInAdmin', 'Sign an admin in with e-mail and password'),
  'POST /api/auth/device-requests': op(
    'requestDeviceChange',
    'A blocked student asks to move the account to this device',
  ),
  'GET /api/user/refresh-user': op('refreshUser', 'The signed-in student, freshly read'),
  'GET /api/admin/refresh-admin': op('refreshAdmin', 'The signed-in admin, freshly read'),
  'GET /api/shared/time-now': op('getTimeNow', 'The server clock, to correct the client’s'),
  'GET /api/health': op('getHealth', 'Liveness and database reachability'),
  'POST /api/shared/courses': op('listVisibleCourses', 'The courses the caller may see'),
  'POST /api/shared/videos': op('listVisibleVideos', 'The videos the caller may see'),
  'GET /api/user/videos/{id}': op('watchVideo', 'A video with its PDFs and exams, if allowed'),
  'POST /api/user/videos/{id}/progress': op(
    'sendWatchHeartbeat',
    'The player’s heartbeat: fold playback into the student’s progress',
  ),
  'GET /api/user/progress': op(
    'getMyProgress',
    'The videos the student started and their courses’ progress',
  ),
  'GET /api/admin/courses': op('listCourses', 'Courses, searched and paged'),
  'POST /api/admin/course': op('createCourse', 'Create a course'),
  'GET /api/admin/course/{id}': op('getCourse', 'One course'),
  'PATCH /api/admin/course/{id}': op('updateCourse', 'Change the fields sent of a course'),
  'DELETE /api/admin/course/{id}': op('deleteCourse', 'Delete a course'),
  'GET /api/admin/videos': op('listVideos', 'Videos, searched, filtered by course and paged'),
  'POST /api/admin/video': op('createVideo', 'Create a video'),
  'GET /api/admin/video/{id}': op('getVideo', 'One video with its PDFs and exams'),
  'PATCH /api/admin/video/{id}': op('updateVideo', 'Change the fields sent of a video'),
  'DELETE /api/admin/video/{id}': op('deleteVideo', 'Delete a video'),
  'GET /api/admin/pdfs': op('listPdfs', 'PDFs, searched and paged'),
  'POST /api/admin/pdf': op('createPdf', 'Create a PDF entry'),
  'PATCH /api/admin/pdf/{id}': op('updatePdf', 'Change the fields sent of a PDF'),
  'DELETE /api/admin/pdf/{id}': op('deletePdf', 'Delete a PDF'),
  'GET /api/shared/get-s3-url': op('getUploadUrl', 'A signed link to upload one file to'),
  'POST /api/shared/uploads/convert': op(
    'convertUpload',
    'Make the resized copies of a photo the browser just uploaded',
  ),
  'PUT /api/uploads/{key}': op('uploadFile', 'Upload a file’s bytes to a signed link'),
  'GET /api/shared/timed-exams': op('listTimedExams', 'Timed exams that have not closed yet'),
  'GET /api/user/exams/{id}': op('getStudentExam', 'An exam as the student may see it now'),
  'POST /api/user/exams/{id}': op('submitExam', 'Submit the student’s answers once'),
  'PUT /api/user/exams/{id}/draft': op('saveExamDraft', 'Save the answers chosen so far'),
  'GET /api/user/exams/{id}/honour-board': op(
    'getHonourBoard',
    'The top ten of a closed exam, first name and family initial',
  ),
  'GET /api/user/exam-solution/{id}': op('getStudentExamSolution', 'The solution video of an exam'),
  'GET /api/user/results': op('listOwnResults', 'The student’s own results'),
  'GET /api/user/results/{id}': op('getOwnResult', 'One of the student’s own results'),
  'GET /api/admin/exams': op('listExams', 'Exams, searched and paged'),
  'POST /api/admin/exams': op('createExam', 'Create an exam with its questions'),
  'GET /api/admin/exams/{id}': op('getExam', 'One exam with its questions and correct options'),
  'PATCH /api/admin/exams/{id}': op('updateExam', 'Change an exam and its list of questions'),
  'DELETE /api/admin/exams/{id}': op('deleteExam', 'Delete an exam'),
  'POST /api/admin/exams/{id}/regrade': op(
    'regradeExam',
    'Grade every result again, dry run first',
  ),
  'GET /api/admin/exam-solution/{id}': op('getExamSolution', 'The solution video of an exam'),
  'GET /api/admin/exams/{id}/overrides': op(
    'listExamOverrides',
    'The students given a window of their own in an exam (extra time or a make-up)',
  ),
  'PUT /api/admin/exams/{id}/overrides/{userId}': op(
    'setExamOverride',
    'Gives a student extra minutes or a new window in a timed exam',
  ),
  'DELETE /api/admin/exams/{id}/overrides/{userId}': op(
    'deleteExamOverride',
    "Takes a student's own window away: the exam's times apply again",
  ),

  'GET /api/user/parent-link': op('getParentLink', 'Whether the student has a live parent link'),
  'POST /api/user/parent-link': op(
    'createParentLink',
    'A new parent link for the student, stopping the live one; the token is shown once',
  ),
  'DELETE /api/user/parent-link': op('revokeParentLink', "Stops the student's parent link"),
  'POST /api/parent/report': op(
    'getParentReport',
    "A student's report for their parent, opened with the link's token and the phone's last four digits",
  ),
  'GET /api/admin/users/{id}/parent-link': op(
    'getStudentParentLink',
    "Whether a student's parent link is live",
  ),
  'POST /api/admin/users/{id}/parent-link': op(
    'createStudentParentLink',
    'A new parent link for a student, stopping the live one (audited)',
  ),
  'DELETE /api/admin/users/{id}/parent-link': op(
    'revokeStudentParentLink',
    "Stops a student's parent link (audited)",
  ),
  'GET /api/admin/users/{id}/parent-report': op(
    'getStudentParentReport',
    "The report a student's parent sees, for sending on WhatsApp",
  ),

  'GET /api/admin/exam-results/{id}': op('listExamResults', 'The results of one exam'),
  'GET /api/admin/exam-results/{id}/export': op(
    'exportExamResults',
    'The results of one exam with each question’s mark, as a CSV or XLSX file',
    sheetTypes,
  ),
  'GET /api/admin/exam-results/{id}/stats': op('getExamStats', 'Statistics of one exam'),
  'GET /api/admin/exam-results/{id}/non-solvers': op(
    'listExamNonSolvers',
    'Students who may take the exam and have no result',
  ),
  'GET /api/admin/user-results/{id}': op('listStudentResults', 'One student’s results'),
  'GET /api/admin/results/{id}': op('getResult', 'One result with its answers'),
  'DELETE /api/admin/results/{id}': op('deleteResult', 'Delete a result'),
  'GET /api/admin/users': op('listStudents', 'Students, searched, filtered and paged'),
  'GET /api/admin/users/export': op(
    'exportStudents',
    'The matching students as a CSV or XLSX file',
    sheetTypes,
  ),
  'GET /api/admin/users/{id}': op('getStudent', 'One student with courses, bills, calls, results'),
  'GET /api/admin/users/{id}/progress': op(
    'getStudentWatching',
    'What one student watched: each video’s progress and each course’s',
  ),
  'GET /api/admin/videos/{id}/viewers': op(
    'listVideoViewers',
    'The students who may watch a video, with their progress and a summary by status',
  ),
  'GET /api/admin/videos/{id}/viewers/export': op(
    'exportVideoViewers',
    'The call list of a video’s viewers of one status as a CSV or XLSX file',
    sheetTypes,
  ),
  'POST /api/admin/videos/{id}/viewers/{userId}/views': op(
    'grantVideoViews',
    'Resets a student’s views of a video or adds views on top of its limit',
  ),
  'PATCH /api/admin/users/{id}': op('updateStudent', 'Change the fields sent of a student'),
  'DELETE /api/admin/users/{id}': op('deleteStudent', 'Delete a student'),
  'POST /api/admin/users/{id}/reset-device': op(
    'resetStudentDevice',
    'Let the student sign in from a new device',
  ),
  'GET /api/admin/device-requests': op(
    'listDeviceRequests',
    'Device-change requests, with the pending count',
  ),
  'POST /api/admin/device-requests/{id}/approve': op(
    'approveDeviceRequest',
    'Bind the asked-for device and end the old sessions',
  ),
  'POST /api/admin/device-requests/{id}/reject': op(
    'rejectDeviceRequest',
    'Turn a device-change request down, with a note',
  ),
  'GET /api/admin/settings/device-changes': op(
    'getDeviceChangeSettings',
    'The limit on approved device changes',
  ),
  'PATCH /api/admin/settings/device-changes': op(
    'updateDeviceChangeSettings',
    'Change the limit on approved device changes',
  ),
  'GET /api/admin/admins': op('listAdmins', 'Every admin account'),
  'POST /api/admin/admins': op('createAdmin', 'Create an admin account'),
  'GET /api/admin/admins/{id}': op('getAdmin', 'One admin account'),
  'PATCH /api/admin/admins/{id}': op('updateAdmin', 'Change the fields sent of an admin account'),
  'DELETE /api/admin/admins/{id}': op('deleteAdmin', 'Delete an admin account'),
  'PUT /api/admin/admins/{id}/password': op('setAdminPassword', 'Set an admin’s password'),
  'GET /api/admin/users/{id}/bills': op('listStudentBills', 'One student’s bills'),
  'POST /api/admin/users/{id}/bills': op('createBill', 'Record a payment, granting its courses'),
  'GET /api/admin/bills': op('listBills', 'Bills in a time range, paged'),
  'GET /api/admin/bills/export': op(
    'exportBills',
    'The bills of a time range as a CSV or XLSX file',
    sheetTypes,
  ),
  'DELETE /api/admin/bills/{id}': op('deleteBill', 'Delete a bill'),
  'GET /api/user/wallet': op('getWallet', 'The signed-in student’s balance and ledger, paged'),
  'POST /api/user/courses/{id}/buy': op('buyCourse', 'Buy or renew a course from the wallet'),
  'GET /api/admin/users/{id}/wallet': op('getStudentWallet', 'One student’s balance and ledger'),
  'POST /api/admin/users/{id}/wallet': op('adjustStudentWallet', 'Adjust a student’s balance'),
  'GET /api/admin/wallet-entries': op('listWalletEntries', 'Every wallet’s lines, paged'),
  'GET /api/admin/wallet-entries/export': op(
    'exportWalletEntries',
    'Every wallet’s lines of a time range as a CSV or XLSX file',
    sheetTypes,
  ),
  'POST /api/admin/code-batches': op('createCodeBatch', 'Print a batch of recharge codes'),
  'GET /api/admin/code-batches': op('listCodeBatches', 'Recharge-code batches, newest first'),
  'GET /api/admin/code-batches/{id}/codes': op(
    'listBatchCodes',
    'A batch’s codes, masked, with their status and student',
  ),
  'POST /api/admin/code-batches/{id}/disable': op('disableCodeBatch', 'Disable a batch’s codes'),
  'GET /api/admin/codes/lookup': op('lookUpCode', 'What became of one recharge code'),
  'POST /api/user/wallet/redeem': op('redeemCode', 'Top up the wallet with a recharge code'),
  'GET /api/admin/users/{id}/calls': op('listStudentCalls', 'One student’s support calls'),
  'POST /api/admin/users/{id}/calls': op('createCall', 'Record a support call'),
  'GET /api/admin/calls': op('listCalls', 'Support calls in a time range, paged'),
  'GET /api/admin/calls/export': op(
    'exportCalls',
    'The support calls of a time range as a CSV or XLSX file',
    sheetTypes,
  ),
  'GET /api/admin/audit': op('listAudit', 'The audit trail of admin changes'),
  'GET /api/admin/analytics': op('getAnalytics', 'Analytics for a time range'),
  'GET /api/admin/dashboard': op('getDashboard', 'The admin home page’s figures'),
};
