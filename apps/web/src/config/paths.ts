/** The one table of routes (spec §2); links and redirects use these, never literals. */
export const paths = {
  home: '/',
  login: '/login',
  supervisorLogin: '/instructorLogIn',
  register: '/register',
  registerStudent: '/registerStudent',
  registerSupervisor: '/registerInstructor',
  confirmRegistration: '/confirmrt',
  activation: '/aktivering',
  recover: '/recover',
  recoverSupervisor: '/recoverPassword',
  notes: '/notes',
  supervisor: '/instructor',
  hotDeals: '/hotDeals',
  settings: '/settings',
  privacy: '/privacy',
} as const;
