import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { cardOverviewPaths } from '../config/card-overview-paths.js';
import { paths } from '../config/paths.js';
import { RequireRole, RequireSession } from './guards.js';
import { retryingLazy } from './retrying-lazy.js';
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
  () => import('../features/account/components/SettingsPage.js'),
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

function ScreenTable() {
  return (
    <Routes>
      {/* The manifest's start_url (issue 17): not a page of its own, so not in paths. */}
      <Route path="/start" element={<StartRoute />} />
      <Route path={paths.login} element={<LoginPage />} />
      <Route path={paths.googleCallback} element={<GoogleCallbackPage />} />
      <Route path={paths.register} element={<RegisterChoicePage />} />
      <Route path={paths.registerStudent} element={<RegisterStudentPage />} />
      <Route path={paths.confirmRegistration} element={<ConfirmRegistrationPage />} />
      <Route path={paths.activation} element={<ActivationPage />} />
      <Route path={paths.registerSupervisor} element={<RegisterSupervisorPage />} />
      <Route path={paths.supervisorLogin} element={<SupervisorLoginPage />} />
      <Route path={paths.recover} element={<StudentRecoveryPage />} />
      <Route path={paths.recoverSupervisor} element={<SupervisorRecoveryPage />} />
      <Route path={paths.requestMade} element={<RequestMadePage />} />
      <Route path={paths.passwordReset} element={<StudentResetPasswordPage />} />
      <Route path={paths.passwordResetSupervisor} element={<SupervisorResetPasswordPage />} />
      <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
      <Route element={<RequireRole role="student" />}>
        <Route path={paths.completeProfile} element={<CompleteProfilePage />} />
        <Route path={paths.settings} element={<StudentSettingsPage />} />
        <Route path={paths.myPassword} element={<StudentChangePasswordPage />} />
        <Route path={paths.myDetails} element={<StudentDetailsPage />} />
        <Route path={paths.devices} element={<StudentDevicesPage />} />
        <Route path={paths.notes} element={<Notes />} />
        <Route path={cardOverviewPaths.cardOverview} element={<CardOverviewPage />} />
        <Route path={paths.driveLog} element={<DriveLogPage />} />
        <Route path={paths.selfAssessment} element={<SelfAssessmentPage />} />
        <Route path={paths.supervisor} element={<SupervisorPage />} />
      </Route>
      <Route element={<RequireRole role="teacher" />}>
        <Route path={paths.supervisorNotes} element={<SupervisedStudentsPage />} />
        <Route path={paths.supervisorStudentNotes} element={<SupervisedNotes />} />
        <Route
          path={cardOverviewPaths.supervisorStudentCardOverview}
          element={<SupervisedCardOverviewPage />}
        />
        <Route path={paths.supervisorStudentDrives} element={<SupervisedDriveLogPage />} />
        <Route path={paths.supervisorDrivesToConfirm} element={<ConfirmDrivesPage />} />
        <Route
          path={paths.supervisorStudentSelfAssessment}
          element={<SupervisedSelfAssessmentPage />}
        />
        <Route path={paths.settingsSupervisor} element={<SupervisorSettingsPage />} />
        <Route path={paths.myPasswordSupervisor} element={<SupervisorChangePasswordPage />} />
        <Route path={paths.myDetailsSupervisor} element={<SupervisorDetailsPage />} />
        <Route path={paths.devicesSupervisor} element={<SupervisorDevicesPage />} />
      </Route>
      <Route path={paths.support} element={<SupportPage />} />
      <Route path={paths.about} element={<AboutPage />} />
      <Route path={paths.terms} element={<TermsPage />} />
      <Route path={paths.privacy} element={<PrivacyPage />} />
      <Route path={paths.contact} element={<ContactPage />} />
      <Route path={paths.guideBeforeStart} element={<BeforeStartGuidePage />} />
      <Route path={paths.guideRisks} element={<RisksGuidePage />} />
      <Route path={paths.guideNewSupervisor} element={<NewSupervisorGuidePage />} />
      <Route path={paths.shared} element={<SharedLinkPage />} />
      <Route path={paths.sharedCode} element={<SharedCodePage />} />
      <Route path={paths.sharedCodeForm} element={<SharedCodeFormPage />} />
      <Route path={paths.companionConfirm} element={<CompanionConfirmPage />} />
      <Route element={<RequireSession />}>
        <Route path={paths.hotDeals} element={<HotDealsPage />} />
        <Route path={paths.schools} element={<SchoolsPage />} />
        <Route path={paths.levelUp} element={<LevelUpPage />} />
      </Route>
      <Route path={'*'} element={<NotFoundPage />} />
    </Routes>
  );
}
