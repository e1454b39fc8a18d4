/**
 * Every address the app links, navigates or redirects to, in one table: pages never spell '/app/...' themselves.
 * The router mounts the areas at these addresses; an area under /app is a splat route whose feature page owns its
 * nested routes, written there as patterns relative to the area (`edit-team/:teamId`), which the builders below
 * fill in. The menus' routes come from contracts' shell navigation, relative to /app (`paths.inApp`).
 */
const APP = '/app';
const id = encodeURIComponent;

export const paths = {
  login: '/login',
  /** /login opened at a step other than sign-in. */
  loginStep: (step: 'forgot-password' | 'reset-password' | 'sso') => `/login?step=${step}`,
  /** back from a client's identity provider (issue 31): #handoff=<one-time code> or ?error=<SsoFailureCode> */
  loginSso: '/login/sso',
  requestDemo: '/request-demo',
  confEmail: '/conf-email',
  terms: '/terms',
  privacy: '/privacy',
  /** The terms page showing the privacy policy (both are accepted together there). */
  termsPrivacy: '/terms?document=privacy',

  app: APP,
  /** A route of contracts' LEFT_MENU / PROFILE_MENU, which are relative to /app. */
  inApp: (route: string) => `${APP}/${route}`,
  dashboard: `${APP}/dashboard`,
  assessment: `${APP}/assessment`,
  assessmentBuild: `${APP}/assessment/build`,
  /** The builder on a saved reflection (a draft, a client template or a published one). */
  assessmentBuildId: (reflectionId: string) => `${APP}/assessment/build/${id(reflectionId)}`,
  /** A new form started from a template (system or the client's): kind TEMPLATE, the template's id and name. */
  assessmentBuildFromTemplate: (templateId: string, templateName: string) =>
    `${APP}/assessment/build?template=${id(templateId)}&kind=TEMPLATE&template_name=${id(templateName)}`,
  /** The builder opened in Preview mode; its 'Close Preview' returns to the list. */
  assessmentPreview: (reflectionId: string, type: 'draft' | 'published') =>
    `${APP}/assessment/build/${id(reflectionId)}?preview-type=${type}`,
  /** The member's inbox of reflections to take, one reflection to fill in, and the confirmation screen. */
  take: {
    inbox: `${APP}/assessment/take`,
    form: (reflectionId: string) => `${APP}/assessment/take/${id(reflectionId)}`,
    published: `${APP}/assessment/take/published`,
  },
  /** The results hub, and one reflection's results in it. */
  results: {
    root: `${APP}/assessment/results`,
    reflection: (reflectionId: string) => `${APP}/assessment/results/${id(reflectionId)}`,
  },
  createClient: `${APP}/create-client`,
  growthMentor: `${APP}/growth-mentor`,
  ventureverse: `${APP}/ventureverse`,
  profile: {
    root: `${APP}/profile`,
    changePassword: `${APP}/profile/change-password`,
    mfaValidation: `${APP}/profile/mfa-validation`,
  },
  teams: {
    root: `${APP}/teams`,
    create: `${APP}/teams/create-team`,
    edit: (teamId: string) => `${APP}/teams/edit-team/${id(teamId)}`,
    members: (teamId: string) => `${APP}/teams/team-members/${id(teamId)}`,
    manageReflections: (teamId: string) => `${APP}/teams/manage-assessments/${id(teamId)}`,
    editReflection: (reflectionId: string, phase: string) =>
      `${APP}/teams/edit-assessment/${id(reflectionId)}?phase=${phase}`,
  },
  users: {
    root: `${APP}/users`,
    create: `${APP}/users/create-admin`,
    edit: (email: string) => `${APP}/users/user/${id(email)}`,
  },
} as const;
