import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths.js';
import { RequireRole, RequireSession } from './guards.js';
import { Layout } from './Layout.js';
import { comingSoon } from './routes/coming-soon.js';

/** Routes of spec §2; each screen is its own chunk, loaded when first visited. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      {
        path: paths.home,
        lazy: async () => ({ Component: (await import('./routes/home.js')).default }),
      },
      {
        path: paths.login,
        lazy: async () => ({
          Component: (await import('../features/auth/components/LoginPage.js')).LoginPage,
        }),
      },
      {
        path: paths.googleCallback,
        lazy: async () => ({
          Component: (await import('../features/auth/components/GoogleCallbackPage.js'))
            .GoogleCallbackPage,
        }),
      },
      {
        path: paths.register,
        lazy: async () => ({
          Component: (await import('../features/auth/components/RegisterChoicePage.js'))
            .RegisterChoicePage,
        }),
      },
      {
        path: paths.registerStudent,
        lazy: async () => ({
          Component: (await import('../features/auth/components/RegisterStudentPage.js'))
            .RegisterStudentPage,
        }),
      },
      {
        path: paths.confirmRegistration,
        lazy: async () => ({
          Component: (await import('../features/auth/components/ConfirmRegistrationPage.js'))
            .ConfirmRegistrationPage,
        }),
      },
      {
        path: paths.activation,
        lazy: async () => ({
          Component: (await import('../features/auth/components/ActivationPage.js')).ActivationPage,
        }),
      },
      {
        path: paths.registerSupervisor,
        lazy: async () => ({
          Component: (await import('../features/auth/components/RegisterSupervisorPage.js'))
            .RegisterSupervisorPage,
        }),
      },
      {
        path: paths.supervisorLogin,
        lazy: async () => ({
          Component: (await import('../features/auth/components/LoginPage.js')).SupervisorLoginPage,
        }),
      },
      {
        path: paths.recover,
        lazy: async () => ({
          Component: (await import('../features/recovery/components/RecoveryRequestPage.js'))
            .StudentRecoveryPage,
        }),
      },
      {
        path: paths.recoverSupervisor,
        lazy: async () => ({
          Component: (await import('../features/recovery/components/RecoveryRequestPage.js'))
            .SupervisorRecoveryPage,
        }),
      },
      {
        path: paths.requestMade,
        lazy: async () => ({
          Component: (await import('../features/recovery/components/RequestMadePage.js'))
            .RequestMadePage,
        }),
      },
      {
        path: paths.passwordReset,
        lazy: async () => ({
          Component: (await import('../features/recovery/components/ResetPasswordPage.js'))
            .StudentResetPasswordPage,
        }),
      },
      {
        path: paths.passwordResetSupervisor,
        lazy: async () => ({
          Component: (await import('../features/recovery/components/ResetPasswordPage.js'))
            .SupervisorResetPasswordPage,
        }),
      },
      {
        path: paths.confirmEmail,
        lazy: async () => ({
          Component: (await import('../features/account/components/ConfirmEmailPage.js'))
            .ConfirmEmailPage,
        }),
      },
      {
        element: <RequireRole role="student" />,
        children: [
          {
            path: paths.completeProfile,
            lazy: async () => ({
              Component: (await import('../features/auth/components/CompleteProfilePage.js'))
                .CompleteProfilePage,
            }),
          },
          {
            path: paths.settings,
            lazy: async () => ({
              Component: (await import('../features/account/components/SettingsPage.js'))
                .StudentSettingsPage,
            }),
          },
          {
            path: paths.myPassword,
            lazy: async () => ({
              Component: (await import('../features/account/components/ChangePasswordPage.js'))
                .StudentChangePasswordPage,
            }),
          },
          {
            path: paths.myDetails,
            lazy: async () => ({
              Component: (await import('../features/account/components/DetailsPage.js'))
                .StudentDetailsPage,
            }),
          },
          {
            path: paths.notes,
            lazy: async () => ({
              Component: (await import('../features/cards/components/CardsPage.js')).CardsPage,
            }),
          },
          {
            path: paths.supervisor,
            lazy: async () => ({
              Component: (await import('../features/supervision/components/SupervisorPage.js'))
                .SupervisorPage,
            }),
          },
        ],
      },
      {
        element: <RequireRole role="teacher" />,
        children: [
          {
            path: paths.supervisorNotes,
            lazy: async () => ({
              Component: (
                await import('../features/supervision/components/SupervisedStudentsPage.js')
              ).SupervisedStudentsPage,
            }),
          },
          {
            path: paths.supervisorStudentNotes,
            lazy: async () => ({
              Component: (await import('../features/cards/components/SupervisedCardsPage.js'))
                .SupervisedCardsPage,
            }),
          },
          {
            path: paths.settingsSupervisor,
            lazy: async () => ({
              Component: (await import('../features/account/components/SettingsPage.js'))
                .SupervisorSettingsPage,
            }),
          },
          {
            path: paths.myPasswordSupervisor,
            lazy: async () => ({
              Component: (await import('../features/account/components/ChangePasswordPage.js'))
                .SupervisorChangePasswordPage,
            }),
          },
          {
            path: paths.myDetailsSupervisor,
            lazy: async () => ({
              Component: (await import('../features/account/components/DetailsPage.js'))
                .SupervisorDetailsPage,
            }),
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          { path: paths.hotDeals, Component: comingSoon('Erbjudanden') },
          { path: paths.schools, Component: comingSoon('Körskolor') },
        ],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/public/components/NotFoundPage.js')).NotFoundPage,
        }),
      },
    ],
  },
]);
