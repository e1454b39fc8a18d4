import { AREA_CAPABILITY, Capability } from '@gc/contracts';
import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../shared/routing/paths';
import { PageLoading } from '../shared/ui/page-loading';
import { DocumentTitle } from './routing/document-title';
import { RequireAuth, RequireCapability } from './routing/guards';
import { RouteErrorScreen } from './routing/route-error-screen';

/** Lazy page: the module is fetched the first time its route matches (spec: lazy loading applies). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

const toApp = <Navigate to={paths.app} replace />;

// Single sign-on (features/sso) in the login page: its step and its return from the identity provider, each fetched
// when shown, not with /login.
const SsoStep = lazy(async () => ({ default: (await import('../features/sso/components/sso-step')).SsoStep }));
const SsoLanding = lazy(async () => ({
  default: (await import('../features/sso/pages/sso-landing-page')).SsoLandingPage,
}));

export const routes: RouteObject[] = [
  {
    // every route's tab title ('Teams - GrowthCatalyst'): app/routing/route-titles.ts
    element: <DocumentTitle />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: paths.login,
        ...page(
          () => import('../features/auth/pages/login-page'),
          ({ LoginPage }) =>
            function LoginWithSso() {
              return <LoginPage ssoStep={SsoStep} />;
            },
        ),
      },
      {
        // back from the organisation's identity provider (issue 31)
        path: paths.loginSso,
        ...page(
          () => import('../features/auth/pages/login-page'),
          ({ LoginPage }) =>
            function SsoReturnPage() {
              return <LoginPage ssoStep={SsoStep} ssoReturn={SsoLanding} />;
            },
        ),
      },
      {
        path: paths.requestDemo,
        ...page(
          () => import('../features/demo-request/pages/request-demo-page'),
          (m) => m.RequestDemoPage,
        ),
      },
      {
        path: paths.confEmail,
        ...page(
          () => import('../features/demo-request/pages/conf-email-page'),
          (m) => m.ConfEmailPage,
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.terms,
            ...page(
              () => import('../features/terms/pages/terms-page'),
              (m) => m.TermsPage,
            ),
          },
          {
            path: paths.privacy,
            ...page(
              () => import('../features/terms/pages/terms-page'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: paths.app,
            // lazy too: the layout (menus, client selector, invitations) is not part of /login's download
            ...page(
              () => import('./layout/app-layout'),
              (m) => m.AppLayout,
            ),
            children: [
              {
                // Errors inside a page keep the header and menu around the error screen.
                errorElement: <RouteErrorScreen />,
                children: [
                  { index: true, element: <Navigate to={paths.dashboard} replace /> },
                  {
                    path: 'dashboard',
                    ...page(
                      () => import('../features/dashboard/pages/dashboard-page'),
                      (m) => m.DashboardPage,
                    ),
                  },
                  {
                    path: 'assessment',
                    children: [
                      {
                        element: <RequireCapability capability={AREA_CAPABILITY.build} />,
                        children: [
                          {
                            index: true,
                            ...page(
                              () => import('../features/reflection-builder/pages/reflection-list-page'),
                              (m) => m.ReflectionListPage,
                            ),
                          },
                          {
                            path: 'build/*',
                            ...page(
                              () => import('../features/reflection-builder/pages/reflection-builder-page'),
                              (m) => m.ReflectionBuilderPage,
                            ),
                          },
                        ],
                      },
                      {
                        path: 'take/*',
                        ...page(
                          () => import('../features/reflection-taking/pages/take-page'),
                          (m) => m.TakePage,
                        ),
                      },
                      {
                        path: 'results/*',
                        ...page(
                          () => import('../features/results/pages/results-page'),
                          (m) => m.ResultsPage,
                        ),
                      },
                      { path: '*', element: toApp },
                    ],
                  },
                  {
                    path: 'profile/*',
                    ...page(
                      () => import('../features/profile/pages/profile-page'),
                      (m) => m.ProfilePage,
                    ),
                  },
                  {
                    path: 'growth-mentor/*',
                    ...page(
                      () => import('../features/growth-mentor/pages/growth-mentor-page'),
                      (m) => m.GrowthMentorPage,
                    ),
                  },
                  {
                    path: 'ventureverse/*',
                    ...page(
                      () => import('../features/ventureverse/pages/ventureverse-page'),
                      (m) => m.VentureVersePage,
                    ),
                  },
                  {
                    // A team's reflections (features/reflection-admin) at their addresses inside the Teams area.
                    element: <RequireCapability capability={Capability.ManageTeams} />,
                    children: [
                      {
                        path: 'teams/manage-assessments/:teamId',
                        ...page(
                          () => import('../features/reflection-admin/pages/manage-reflections-page'),
                          (m) => m.ManageReflectionsPage,
                        ),
                      },
                      {
                        path: 'teams/edit-assessment/:reflectionId',
                        ...page(
                          () => import('../features/reflection-admin/pages/edit-reflection-page'),
                          (m) => m.EditReflectionPage,
                        ),
                      },
                    ],
                  },
                  {
                    path: 'teams/*',
                    ...page(
                      () => import('../features/teams/pages/teams-page'),
                      (m) => m.TeamsPage,
                    ),
                  },
                  {
                    element: <RequireCapability capability={AREA_CAPABILITY.users} />,
                    children: [
                      {
                        path: 'users/*',
                        ...page(
                          () => import('../features/users/pages/users-page'),
                          (m) => m.UsersPage,
                        ),
                      },
                    ],
                  },
                  {
                    element: <RequireCapability capability={AREA_CAPABILITY.createClient} />,
                    children: [
                      {
                        path: 'create-client/*',
                        ...page(
                          () => import('../features/clients/pages/create-client-page'),
                          (m) => m.CreateClientPage,
                        ),
                      },
                    ],
                  },
                  { path: '*', element: toApp },
                ],
              },
            ],
          },
        ],
      },
      // '/' and any other public path: on to /app (which sends signed-out visitors to /login).
      { path: '*', element: toApp },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
