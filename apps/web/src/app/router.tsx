import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths.js';
import { RequireSession } from './guards.js';
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
      { path: paths.registerSupervisor, Component: comingSoon('Handledare registrering') },
      { path: paths.supervisorLogin, Component: comingSoon('Logga in som handledare') },
      { path: paths.recover, Component: comingSoon('Återställ lösenord') },
      {
        element: <RequireSession />,
        children: [
          { path: paths.notes, Component: comingSoon('Mitt övningskort') },
          { path: paths.supervisor, Component: comingSoon('Lägg till handledare') },
          { path: paths.hotDeals, Component: comingSoon('Erbjudanden') },
          { path: paths.settings, Component: comingSoon('Inställningar') },
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
