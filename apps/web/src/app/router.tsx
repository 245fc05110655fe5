import { lazy, useState } from 'react';
import type { ComponentProps, ComponentType } from 'react';
import { Navigate, createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteError } from '@/components/route-error';
import type { PolicyPage } from '@/features/policies/components/policy-page';
import { GuestOnly, RequireAdmin, RequireStudent } from '@/features/auth/components/guards';
import { CoursesPage, MyCoursesSection } from '@/features/courses/components/courses-page';
import { LandingPage } from '@/features/landing/components/landing-page';
import { registerNavigate } from '@/lib/navigation';
import { RootLayout } from './layout/root-layout';

const lazyNamed = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/**
 * A lazy page whose code can be fetched before the first render (preload). A
 * page met by that render already loaded is drawn at once; one that suspends
 * there shows the layout's spinner first, and React then holds the page back
 * until 300 ms after the spinner appeared (its Suspense throttle).
 */
function preloadableNamed<K extends string, P extends object = object>(
  load: () => Promise<Record<NoInfer<K>, ComponentType<P>>>,
  name: K,
) {
  let Loaded: ComponentType<P> | undefined;
  const Lazy = lazy(async () => {
    const Page: ComponentType<P> = (await load())[name];
    return { default: Page };
  });
  const preload = () =>
    load().then((module) => {
      Loaded = module[name];
    });
  function Page(props: P) {
    // Chosen once, so the page is never remounted when the preload lands later.
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Page, preload };
}

/** What a route carries for `preloadPage`: the code its page needs before it can draw. */
interface PageHandle {
  preload: () => Promise<void>;
}

const pageHandle = ({ preload }: PageHandle): PageHandle => ({ preload });

const loadAntdScope = () => import('./antd-scope');

/**
 * A page built with antd: its code and antd's theme load side by side, so the
 * shell, the landing page and the course list stay free of antd
 * (docs/decisions/0070). Pages inside such a page's Outlet share its scope.
 */
const lazyWithAntd = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => {
    const [module, { AntdScope }] = await Promise.all([load(), loadAntdScope()]);
    const Page: ComponentType = module[name];
    return {
      default: function AntdPage() {
        return (
          <AntdScope>
            <Page />
          </AntdScope>
        );
      },
    };
  });

// Students never download the admin area: it loads only when an admin opens it.
const AdminLayout = lazyWithAntd(
  () => import('@/features/admin/components/admin-layout'),
  'AdminLayout',
);
const AdminHome = lazy(() =>
  import('./routes/admin/admin-home').then((module) => ({
    default: module.AdminHome,
  })),
);

const video = preloadableNamed(
  () => import('@/features/videos/components/video-page'),
  'VideoPage',
);
const AdminCoursesPage = lazy(() =>
  import('@/features/courses/components/admin/admin-courses-page').then((module) => ({
    default: module.AdminCoursesPage,
  })),
);
const AdminCoursePage = lazy(() =>
  import('@/features/courses/components/admin/admin-course-page').then((module) => ({
    default: module.AdminCoursePage,
  })),
);
const AdminVideosPage = lazy(() =>
  import('@/features/videos/components/admin/admin-videos-page').then((module) => ({
    default: module.AdminVideosPage,
  })),
);
const AdminVideoPage = lazyNamed(() => import('./routes/admin/video-page'), 'VideoPage');
const AdminPdfsPage = lazy(() =>
  import('@/features/pdfs/components/admin-pdfs-page').then((module) => ({
    default: module.AdminPdfsPage,
  })),
);

// Student pages load on demand too, so the first download is the shell, the
// landing page and the course list only (budget: docs/decisions/0070). Those
// two stay in the entry: most visits start on them (a signed-in student's
// landing page is their level's course list), and their data calls then start
// without waiting for one more chunk.
// Sign-in, register and the exam are drawn without antd: a student on a slow phone downloads the least.
const login = preloadableNamed(() => import('@/features/auth/components/login-page'), 'LoginPage');
const register = preloadableNamed(
  () => import('@/features/auth/components/register-page'),
  'RegisterPage',
);
const course = preloadableNamed(
  () => import('@/features/courses/components/course-page'),
  'CoursePage',
);
const policy = preloadableNamed<'PolicyPage', ComponentProps<typeof PolicyPage>>(
  () => import('@/features/policies/components/policy-page'),
  'PolicyPage',
);
const profileLayout = preloadableNamed(
  () => import('@/features/profile/components/profile-layout'),
  'ProfileLayout',
);
// The wallet (issue 15): `/wallet`, and `/redeem?code=…` that the card's QR opens.
const wallet = preloadableNamed(
  () => import('@/features/wallet/components/wallet-route'),
  'WalletRoute',
);
const redeem = preloadableNamed(
  () => import('@/features/wallet/components/wallet-route'),
  'RedeemLink',
);
const notFound = preloadableNamed(() => import('@/components/not-found-page'), 'NotFoundPage');

// Exams, results and profile (features/exams, features/results, features/profile).
const exam = preloadableNamed(() => import('@/features/exams/components/exam-page'), 'ExamPage');
const examSolution = preloadableNamed(
  () => import('./routes/exam-solution-page'),
  'ExamSolutionPage',
);
const profileHome = preloadableNamed(() => import('./routes/profile-home'), 'ProfileHome');
// The parent's page (decision 0164): public, its own small chunk, outside the site's layout.
const parent = preloadableNamed(
  () => import('@/features/parents/components/parent-page'),
  'ParentPage',
);
const myResults = preloadableNamed(
  () => import('@/features/results/components/my-results-page'),
  'MyResultsPage',
);
const myResult = preloadableNamed(() => import('./routes/my-result-page'), 'MyResultPage');
const AdminExamsPage = lazyNamed(
  () => import('@/features/exams/components/admin/admin-exams-page'),
  'AdminExamsPage',
);
const ExamEditorPage = lazyNamed(
  () => import('@/features/exams/components/admin/exam-editor-page'),
  'ExamEditorPage',
);
const ExamResultsLayout = lazyNamed(
  () => import('./routes/admin/exam-results-layout'),
  'ExamResultsLayout',
);
const ExamResultsList = lazyNamed(
  () => import('@/features/results/components/admin/exam-results-list'),
  'ExamResultsList',
);
const ExamCharts = lazyNamed(
  () => import('@/features/results/components/admin/exam-charts'),
  'ExamCharts',
);
const ResultsPrintPage = lazyNamed(
  () => import('@/features/results/components/admin/results-print-page'),
  'ResultsPrintPage',
);
const NonSolversList = lazyNamed(
  () => import('@/features/results/components/admin/non-solvers-list'),
  'NonSolversList',
);
// Loaded with the tabs' layout: one chunk, and no new entry in the student's first load.
const ExamWindowsList = lazyNamed(
  () => import('./routes/admin/exam-results-layout'),
  'ExamWindowsList',
);
const AdminResultPage = lazyNamed(
  () => import('@/features/results/components/admin/admin-result-page'),
  'AdminResultPage',
);
const UserResultsPage = lazyNamed(
  () => import('@/features/results/components/admin/user-results-page'),
  'UserResultsPage',
);

// Operations: students, bills, calls, admins, analytics, audit (features/users … features/audit).
const UsersPage = lazyNamed(() => import('@/features/users/components/users-page'), 'UsersPage');
const UserPage = lazyNamed(() => import('./routes/admin/user-page'), 'UserPage');
const EditUserPage = lazyNamed(
  () => import('@/features/users/components/edit-user-page'),
  'EditUserPage',
);
const UserBillPage = lazyNamed(
  () => import('@/features/bills/components/user-bill-page'),
  'UserBillPage',
);
const UserBillsPage = lazyNamed(
  () => import('@/features/bills/components/user-bills-page'),
  'UserBillsPage',
);
const BillsPage = lazyNamed(() => import('@/features/bills/components/bills-page'), 'BillsPage');
const CallsPage = lazyNamed(() => import('@/features/calls/components/calls-page'), 'CallsPage');
const UserCallsPage = lazyNamed(
  () => import('@/features/calls/components/user-calls-page'),
  'UserCallsPage',
);
const AdminsPage = lazyNamed(
  () => import('@/features/admins/components/admins-page'),
  'AdminsPage',
);
const AdminViewPage = lazyNamed(
  () => import('@/features/admins/components/admin-view-page'),
  'AdminViewPage',
);
const AdminFormPage = lazyNamed(
  () => import('@/features/admins/components/admin-form-page'),
  'AdminFormPage',
);
const AdminPasswordPage = lazyNamed(
  () => import('@/features/admins/components/admin-password-page'),
  'AdminPasswordPage',
);
const AnalyticsPage = lazyNamed(
  () => import('@/features/analytics/components/analytics-page'),
  'AnalyticsPage',
);
const AuditPage = lazyNamed(() => import('@/features/audit/components/audit-page'), 'AuditPage');
// Recharge codes (features/codes).
const CodeBatchesPage = lazyNamed(
  () => import('@/features/codes/components/code-batches-page'),
  'CodeBatchesPage',
);
const NewCodeBatchPage = lazyNamed(
  () => import('@/features/codes/components/new-code-batch-page'),
  'NewCodeBatchPage',
);
const BatchCodesPage = lazyNamed(
  () => import('@/features/codes/components/batch-codes-page'),
  'BatchCodesPage',
);
const CodeLookupPage = lazyNamed(
  () => import('@/features/codes/components/code-lookup-page'),
  'CodeLookupPage',
);
const DeviceRequestsPage = lazyNamed(
  () => import('@/features/device-requests/components/device-requests-page'),
  'DeviceRequestsPage',
);

// The admins, analytics and the audit log are the main admin's: the admin
// layout's PermittedOutlet guards them by their menu section's permission.
const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminHome /> },
  { path: 'users', element: <UsersPage /> },
  { path: 'users/:id', element: <UserPage /> },
  { path: 'edit-user/:id', element: <EditUserPage /> },
  { path: 'user-bill/:id', element: <UserBillPage /> },
  { path: 'courses', element: <AdminCoursesPage /> },
  { path: 'courses/:id', element: <AdminCoursePage /> },
  { path: 'videos', element: <AdminVideosPage /> },
  { path: 'videos/:id', element: <AdminVideoPage /> },
  { path: 'pdfs', element: <AdminPdfsPage /> },
  { path: 'exams', element: <AdminExamsPage /> },
  { path: 'exam-form', element: <ExamEditorPage /> },
  { path: 'exam-form/:id', element: <ExamEditorPage /> },
  {
    path: 'exam-results',
    children: [
      // Results are listed per exam; the bare path leads to the exams to pick one.
      { index: true, element: <Navigate to="/admin/exams" replace /> },
      {
        element: <ExamResultsLayout />,
        children: [
          { path: ':id', element: <ExamResultsList /> },
          { path: 'charts/:id', element: <ExamCharts /> },
          { path: 'non-solvers/:id', element: <NonSolversList /> },
          { path: 'windows/:id', element: <ExamWindowsList /> },
        ],
      },
      { path: 'result/:id', element: <AdminResultPage /> },
      { path: 'print/:id', element: <ResultsPrintPage /> },
    ],
  },
  { path: 'user-results/:id', element: <UserResultsPage /> },
  { path: 'admins', element: <AdminsPage /> },
  { path: 'admins/:id', element: <AdminViewPage /> },
  { path: 'admin-form', element: <AdminFormPage /> },
  { path: 'admin-form/:id', element: <AdminFormPage /> },
  { path: 'admin-password/:id', element: <AdminPasswordPage /> },
  { path: 'bills', element: <BillsPage /> },
  { path: 'user-bills/:id', element: <UserBillsPage /> },
  { path: 'analytics', element: <AnalyticsPage /> },
  { path: 'calls', element: <CallsPage /> },
  { path: 'user-calls/:id', element: <UserCallsPage /> },
  { path: 'audit', element: <AuditPage /> },
  { path: 'code-batches', element: <CodeBatchesPage /> },
  { path: 'code-batches/new', element: <NewCodeBatchPage /> },
  { path: 'code-batches/:id', element: <BatchCodesPage /> },
  { path: 'code-lookup', element: <CodeLookupPage /> },
  { path: 'device-requests', element: <DeviceRequestsPage /> },
  { path: '*', element: <notFound.Page /> },
];

// The pages inside the site's layout: the landing page, the student's pages and the admin area.
const sitePages: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  {
    path: 'login',
    element: (
      <GuestOnly>
        <login.Page />
      </GuestOnly>
    ),
    handle: pageHandle(login),
  },
  {
    path: 'register',
    element: (
      <GuestOnly>
        <register.Page />
      </GuestOnly>
    ),
    handle: pageHandle(register),
  },
  { path: 'courses', element: <CoursesPage /> },
  { path: 'courses/:id', element: <course.Page />, handle: pageHandle(course) },
  { path: 'videos/:id', element: <video.Page />, handle: pageHandle(video) },
  { path: 'exam/:id', element: <exam.Page />, handle: pageHandle(exam) },
  {
    path: 'exam-solution/:id',
    element: <examSolution.Page />,
    handle: pageHandle(examSolution),
  },
  {
    path: 'profile',
    element: <RequireStudent />,
    children: [
      {
        element: <profileLayout.Page />,
        handle: pageHandle(profileLayout),
        children: [
          { index: true, element: <profileHome.Page />, handle: pageHandle(profileHome) },
          {
            path: 'exams-results',
            element: <myResults.Page />,
            handle: pageHandle(myResults),
          },
          {
            path: 'exams-results/:id',
            element: <myResult.Page />,
            handle: pageHandle(myResult),
          },
          { path: 'my-courses', element: <MyCoursesSection /> },
        ],
      },
    ],
  },
  {
    path: 'admin',
    element: <RequireAdmin />,
    children: [{ element: <AdminLayout />, children: adminRoutes }],
  },
  { path: 'wallet', element: <wallet.Page />, handle: pageHandle(wallet) },
  { path: 'redeem', element: <redeem.Page />, handle: pageHandle(redeem) },
  { path: 'policies', element: <policy.Page policy="policies" />, handle: pageHandle(policy) },
  { path: 'privacy', element: <policy.Page policy="privacy" />, handle: pageHandle(policy) },
  { path: 'refund', element: <policy.Page policy="refund" />, handle: pageHandle(policy) },
  { path: '*', element: <notFound.Page />, handle: pageHandle(notFound) },
];

export const routes: RouteObject[] = [
  {
    path: 'parent',
    element: <parent.Page />,
    handle: pageHandle(parent),
    errorElement: <RouteError />,
  },
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // A page's error is drawn inside the layout, so the menu and the offline bar stay
        // (a page opened offline whose code never came says so there); the layout's own error
        // still replaces it.
        errorElement: <RouteError />,
        children: sitePages,
      },
    ],
  },
];

/**
 * Fetches the code of the lazy pages the app opens on (the routes the address
 * matches), for main.tsx to wait for before the first render: a student
 * opening any of their pages gets it as the first screen instead of a spinner
 * held back by React's Suspense throttle (decision 0216).
 */
export function preloadPage(pathname: string): Promise<void> {
  const handles = (matchRoutes(routes, pathname) ?? []).map(
    ({ route }) => route.handle as PageHandle | undefined,
  );
  return Promise.all(handles.map((handle) => handle?.preload())).then(() => undefined);
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  registerNavigate((to) => void router.navigate(to));
  return router;
}
