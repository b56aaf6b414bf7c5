import type { ComponentType } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { cardOverviewPaths } from '../config/card-overview-paths.js';
import { paths } from '../config/paths.js';
import { RequireRole, RequireSession } from './guards.js';
import { session } from '../lib/session.js';
import { startPlace } from '../lib/start-place.js';
import { retryingLazy, type LazyScreen } from './retrying-lazy.js';
import { ScreenBoundary } from './ScreenBoundary.js';

type Screen = ComponentType;

/** A screen that needs nothing but itself (static pages, which also open offline). */
function publicScreen<M>(load: () => Promise<M>, pick: (module: M) => Screen) {
  return retryingLazy(async () => ({ default: pick(await load()) }));
}

/**
 * A screen that talks to the API: its chunk and the query cache's provider load together (the
 * start page of a visitor needs neither, so neither is in the entry).
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => Screen) {
  return retryingLazy(() =>
    Promise.all([load(), import('./QueryProvider.js')]).then(([module, { withQueries }]) =>
      withQueries(pick(module)),
    ),
  );
}

const StartRoute = publicScreen(
  () => import('./routes/start.js'),
  (m) => m.StartRoute,
);
const LoginPage = screen(
  () => import('../features/auth/components/LoginPage.js'),
  (m) => m.LoginPage,
);
const GoogleCallbackPage = screen(
  () => import('../features/auth/components/GoogleCallbackPage.js'),
  (m) => m.GoogleCallbackPage,
);
const RegisterChoicePage = publicScreen(
  () => import('../features/auth/components/RegisterChoicePage.js'),
  (m) => m.RegisterChoicePage,
);
const RegisterStudentPage = screen(
  () => import('../features/auth/components/RegisterStudentPage.js'),
  (m) => m.RegisterStudentPage,
);
const ConfirmRegistrationPage = screen(
  () => import('../features/auth/components/ConfirmRegistrationPage.js'),
  (m) => m.ConfirmRegistrationPage,
);
const ActivationPage = screen(
  () => import('../features/auth/components/ActivationPage.js'),
  (m) => m.ActivationPage,
);
const RegisterSupervisorPage = screen(
  () => import('../features/auth/components/RegisterSupervisorPage.js'),
  (m) => m.RegisterSupervisorPage,
);
const SupervisorLoginPage = screen(
  () => import('../features/auth/components/LoginPage.js'),
  (m) => m.SupervisorLoginPage,
);
const StudentRecoveryPage = screen(
  () => import('../features/recovery/components/RecoveryRequestPage.js'),
  (m) => m.StudentRecoveryPage,
);
const SupervisorRecoveryPage = screen(
  () => import('../features/recovery/components/RecoveryRequestPage.js'),
  (m) => m.SupervisorRecoveryPage,
);
const RequestMadePage = screen(
  () => import('../features/recovery/components/RequestMadePage.js'),
  (m) => m.RequestMadePage,
);
const StudentResetPasswordPage = screen(
  () => import('../features/recovery/components/ResetPasswordPage.js'),
  (m) => m.StudentResetPasswordPage,
);
const SupervisorResetPasswordPage = screen(
  () => import('../features/recovery/components/ResetPasswordPage.js'),
  (m) => m.SupervisorResetPasswordPage,
);
const ConfirmEmailPage = screen(
  () => import('../features/account/components/ConfirmEmailPage.js'),
  (m) => m.ConfirmEmailPage,
);
const CompleteProfilePage = screen(
  () => import('../features/auth/components/CompleteProfilePage.js'),
  (m) => m.CompleteProfilePage,
);
const StudentSettingsPage = screen(
  () => import('./routes/student-settings.js'),
  (m) => m.StudentSettingsPage,
);
const SharedLinkPage = screen(
  () => import('../features/shares/components/SharedPage.js'),
  (m) => m.SharedLinkPage,
);
const SharedCodePage = screen(
  () => import('../features/shares/components/SharedPage.js'),
  (m) => m.SharedCodePage,
);
const SharedCodeFormPage = publicScreen(
  () => import('../features/shares/components/SharedPage.js'),
  (m) => m.SharedCodeFormPage,
);
const CompanionConfirmPage = screen(
  () => import('../features/companion/components/CompanionConfirmPage.js'),
  (m) => m.CompanionConfirmPage,
);
const StudentChangePasswordPage = screen(
  () => import('../features/account/components/ChangePasswordPage.js'),
  (m) => m.StudentChangePasswordPage,
);
const StudentDetailsPage = screen(
  () => import('../features/account/components/DetailsPage.js'),
  (m) => m.StudentDetailsPage,
);
const Notes = screen(
  () => import('./routes/notes.js'),
  (m) => m.default,
);
const CardOverviewPage = screen(
  () => import('../features/cards/components/CardOverviewPage.js'),
  (m) => m.CardOverviewPage,
);
const SupervisedCardOverviewPage = screen(
  () => import('../features/cards/components/CardOverviewPage.js'),
  (m) => m.SupervisedCardOverviewPage,
);
const SupervisorPage = screen(
  () => import('../features/supervision/components/SupervisorPage.js'),
  (m) => m.SupervisorPage,
);
const SupervisedStudentsPage = screen(
  () => import('./routes/supervised-students.js'),
  (m) => m.default,
);
const SupervisedNotes = screen(
  () => import('./routes/supervised-notes.js'),
  (m) => m.default,
);
const SupervisorSettingsPage = screen(
  () => import('./routes/supervisor-settings.js'),
  (m) => m.SupervisorSettingsPage,
);
const SupervisorChangePasswordPage = screen(
  () => import('../features/account/components/ChangePasswordPage.js'),
  (m) => m.SupervisorChangePasswordPage,
);
const SupervisorDetailsPage = screen(
  () => import('../features/account/components/DetailsPage.js'),
  (m) => m.SupervisorDetailsPage,
);
const DriveLogPage = screen(
  () => import('../features/drives/components/DriveLogPage.js'),
  (m) => m.DriveLogPage,
);
const SupervisedDriveLogPage = screen(
  () => import('../features/drives/components/SupervisedDriveLogPage.js'),
  (m) => m.SupervisedDriveLogPage,
);
const SelfAssessmentPage = screen(
  () => import('../features/self-assessment/components/SelfAssessmentPage.js'),
  (m) => m.SelfAssessmentPage,
);
const SupervisedSelfAssessmentPage = screen(
  () => import('../features/self-assessment/components/SupervisedSelfAssessmentPage.js'),
  (m) => m.SupervisedSelfAssessmentPage,
);
const StudentReadinessPage = screen(
  () => import('./routes/readiness.js'),
  (m) => m.StudentReadinessPage,
);
const SupervisedReadinessPage = screen(
  () => import('./routes/readiness.js'),
  (m) => m.SupervisedReadinessPage,
);
const ConfirmDrivesPage = screen(
  () => import('../features/drives/components/ConfirmDrivesPage.js'),
  (m) => m.ConfirmDrivesPage,
);
const StudentDevicesPage = screen(
  () => import('../features/account/components/DevicesPage.js'),
  (m) => m.StudentDevicesPage,
);
const SupervisorDevicesPage = screen(
  () => import('../features/account/components/DevicesPage.js'),
  (m) => m.SupervisorDevicesPage,
);
const SupportPage = publicScreen(
  () => import('../features/public/components/SupportPage.js'),
  (m) => m.SupportPage,
);
const AboutPage = publicScreen(
  () => import('../features/public/components/AboutPage.js'),
  (m) => m.AboutPage,
);
const TermsPage = publicScreen(
  () => import('../features/public/components/TermsPage.js'),
  (m) => m.TermsPage,
);
const PrivacyPage = publicScreen(
  () => import('../features/public/components/PrivacyPage.js'),
  (m) => m.PrivacyPage,
);
const ContactPage = screen(
  () => import('../features/contact/components/ContactPage.js'),
  (m) => m.ContactPage,
);
const HotDealsPage = screen(
  () => import('../features/interest/components/HotDealsPage.js'),
  (m) => m.HotDealsPage,
);
const SchoolsPage = screen(
  () => import('../features/interest/components/SchoolsPage.js'),
  (m) => m.SchoolsPage,
);
const LevelUpPage = screen(
  () => import('../features/interest/components/LevelUpPage.js'),
  (m) => m.LevelUpPage,
);
const BeforeStartGuidePage = publicScreen(
  () => import('../features/guides/components/GuidePages.js'),
  (m) => m.BeforeStartGuidePage,
);
const RisksGuidePage = publicScreen(
  () => import('../features/guides/components/GuidePages.js'),
  (m) => m.RisksGuidePage,
);
const NewSupervisorGuidePage = publicScreen(
  () => import('../features/guides/components/GuidePages.js'),
  (m) => m.NewSupervisorGuidePage,
);
const NotFoundPage = publicScreen(
  () => import('../features/public/components/NotFoundPage.js'),
  (m) => m.NotFoundPage,
);

/**
 * Routes of spec §2 but the start page (see AppRoutes): each screen is its own chunk, loaded
 * when first visited (and cached for offline use after sign-in, decision 033). This table is a
 * chunk of its own too, loaded for any page but `/`. A screen that cannot be loaded without a
 * network says so, and loads when the network returns (ScreenBoundary).
 */
export default function ScreenRoutes() {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary place={pathname}>
      <ScreenTable />
    </ScreenBoundary>
  );
}

type Table = readonly (readonly [path: string, screen: LazyScreen])[];

/** Anyone's screens. The manifest's start_url `/start` is not a page of its own (issue 17). */
const open: Table = [
  ['/start', StartRoute],
  [paths.login, LoginPage],
  [paths.googleCallback, GoogleCallbackPage],
  [paths.register, RegisterChoicePage],
  [paths.registerStudent, RegisterStudentPage],
  [paths.confirmRegistration, ConfirmRegistrationPage],
  [paths.activation, ActivationPage],
  [paths.registerSupervisor, RegisterSupervisorPage],
  [paths.supervisorLogin, SupervisorLoginPage],
  [paths.recover, StudentRecoveryPage],
  [paths.recoverSupervisor, SupervisorRecoveryPage],
  [paths.requestMade, RequestMadePage],
  [paths.passwordReset, StudentResetPasswordPage],
  [paths.passwordResetSupervisor, SupervisorResetPasswordPage],
  [paths.confirmEmail, ConfirmEmailPage],
];
const learners: Table = [
  [paths.completeProfile, CompleteProfilePage],
  [paths.settings, StudentSettingsPage],
  [paths.myPassword, StudentChangePasswordPage],
  [paths.myDetails, StudentDetailsPage],
  [paths.devices, StudentDevicesPage],
  [paths.notes, Notes],
  [cardOverviewPaths.cardOverview, CardOverviewPage],
  [paths.driveLog, DriveLogPage],
  [paths.selfAssessment, SelfAssessmentPage],
  [paths.readiness, StudentReadinessPage],
  [paths.supervisor, SupervisorPage],
];
const supervisors: Table = [
  [paths.supervisorNotes, SupervisedStudentsPage],
  [paths.supervisorStudentNotes, SupervisedNotes],
  [cardOverviewPaths.supervisorStudentCardOverview, SupervisedCardOverviewPage],
  [paths.supervisorStudentDrives, SupervisedDriveLogPage],
  [paths.supervisorDrivesToConfirm, ConfirmDrivesPage],
  [paths.supervisorStudentSelfAssessment, SupervisedSelfAssessmentPage],
  [paths.supervisorStudentReadiness, SupervisedReadinessPage],
  [paths.settingsSupervisor, SupervisorSettingsPage],
  [paths.myPasswordSupervisor, SupervisorChangePasswordPage],
  [paths.myDetailsSupervisor, SupervisorDetailsPage],
  [paths.devicesSupervisor, SupervisorDevicesPage],
];
const pages: Table = [
  [paths.support, SupportPage],
  [paths.about, AboutPage],
  [paths.terms, TermsPage],
  [paths.privacy, PrivacyPage],
  [paths.contact, ContactPage],
  [paths.guideBeforeStart, BeforeStartGuidePage],
  [paths.guideRisks, RisksGuidePage],
  [paths.guideNewSupervisor, NewSupervisorGuidePage],
  [paths.shared, SharedLinkPage],
  [paths.sharedCode, SharedCodePage],
  [paths.sharedCodeForm, SharedCodeFormPage],
  [paths.companionConfirm, CompanionConfirmPage],
];
const signedIn: Table = [
  [paths.hotDeals, HotDealsPage],
  [paths.schools, SchoolsPage],
  [paths.levelUp, LevelUpPage],
];

const routesOf = (table: Table) =>
  table.map(([path, Screen]) => <Route key={path} path={path} element={<Screen />} />);

function ScreenTable() {
  return (
    <Routes>
      {routesOf(open)}
      <Route element={<RequireRole role="student" />}>{routesOf(learners)}</Route>
      <Route element={<RequireRole role="teacher" />}>{routesOf(supervisors)}</Route>
      {routesOf(pages)}
      <Route element={<RequireSession />}>{routesOf(signedIn)}</Route>
      <Route path={'*'} element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * The screen the page opened on starts loading as this table loads, not once the table is
 * drawn, its guard has read the session and `/start` has sent the person on (issue 35): on a
 * slow network each of those steps was a round trip before the screen's code was asked for.
 * `/start` starts the screen it will send a signed-in person to.
 */
function preloadScreenOf(pathname: string): void {
  const now = session.snapshot();
  const path = pathname === '/start' ? (startPlace(now) ?? pathname) : pathname;
  const target = path.split('?')[0]!;
  // A role's screens only where this device may be signed in as it (or is finding out): a
  // visitor who opens a learner's address is sent to the login, whose code is what they need.
  const learner = now.hasStudentToken || now.studentRemembered || now.studentRestoring;
  const supervisor = now.hasSupervisorToken || now.supervisorRemembered || now.supervisorRestoring;
  const tables = [
    open,
    ...(learner ? [learners] : []),
    ...(supervisor ? [supervisors] : []),
    pages,
    ...(learner || supervisor ? [signedIn] : []),
  ];
  for (const table of tables) {
    const found = table.find(([pattern]) => matchPath(pattern, target));
    if (found) return found[1].preload();
  }
}

preloadScreenOf(window.location.pathname);
