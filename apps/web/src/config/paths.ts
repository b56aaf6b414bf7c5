/** The one table of routes (spec §2); links and redirects use these, never literals. */
export const paths = {
  home: '/',
  login: '/login',
  googleCallback: '/login/google',
  completeProfile: '/moreinfoplz',
  supervisorLogin: '/instructorLogIn',
  register: '/register',
  registerStudent: '/registerStudent',
  registerSupervisor: '/registerInstructor',
  confirmRegistration: '/confirmrt',
  activation: '/aktivering',
  recover: '/recover',
  recoverSupervisor: '/recoverPassword',
  requestMade: '/requestMade',
  passwordReset: '/passwordReset/:studentId/:restoreToken',
  passwordResetSupervisor: '/passwordReset1/:teacherId/:restoreToken',
  notes: '/notes',
  supervisor: '/instructor',
  hotDeals: '/hotDeals',
  schools: '/schools',
  supervisorNotes: '/instructornotes',
  supervisorStudentNotes: '/instructorNotesGet/:studentId',
  settings: '/settings',
  settingsSupervisor: '/settingsT',
  myPassword: '/mypass',
  myPasswordSupervisor: '/mypassT',
  myDetails: '/mydetails',
  myDetailsSupervisor: '/mydetailsT',
  /** "Inloggade enheter" of each role (issue 17). */
  devices: '/devices',
  devicesSupervisor: '/devicesT',
  /** The drive log (issue 18): the student's, and a linked student's as the supervisor sees it. */
  driveLog: '/korjournal',
  supervisorStudentDrives: '/instructorDrives/:studentId',
  /** Issue 34: the drives of a linked student that wait for the supervisor's confirmation. */
  supervisorDrivesToConfirm: '/instructorDrives/:studentId/bekrafta',
  /** Issue 36: the learner's self-assessment before the test, and a linked student's, read-only. */
  selfAssessment: '/sjalvskattning',
  supervisorStudentSelfAssessment: '/instructorSelfAssessment/:studentId',
  /** Issue 39: "Redo för körprovet?", the learner's and a linked student's. */
  readiness: '/redo',
  supervisorStudentReadiness: '/instructorReadiness/:studentId',
  confirmEmail: '/bekrafta-epost',
  privacy: '/privacy',
  support: '/support',
  about: '/about',
  terms: '/terms',
  contact: '/contact',
  levelUp: '/levelup',
  /** The reading guides (issue 20): before private practice starts, and risks. */
  guideBeforeStart: '/guider/innan-ni-borjar',
  guideRisks: '/guider/risker',
  /** Issue 36: the new supervisor's guide to the first drive. */
  guideNewSupervisor: '/guider/ny-som-handledare',
  /** Issue 34: the read-only page for the driving school – a link, a short code, the code form. */
  shared: '/delat/:token',
  sharedCode: '/delat/kod/:code',
  sharedCodeForm: '/delat',
  /** Issue 34: the companion of a drive confirms it from the e-mailed link, with no account. */
  companionConfirm: '/bekrafta-korning/:token',
} as const;

/** `/delat/kod/{code}`: the read-only page of a short code. */
export function sharedCodePath(code: string): string {
  return paths.sharedCode.replace(':code', encodeURIComponent(code));
}

/** `/instructorDrives/{studentId}`: a linked student's drive log, as the supervisor sees it. */
export function supervisorStudentDrivesPath(studentId: string): string {
  return paths.supervisorStudentDrives.replace(':studentId', encodeURIComponent(studentId));
}

/** `/instructorDrives/{studentId}/bekrafta`: the drives that wait for the supervisor's confirmation. */
export function supervisorDrivesToConfirmPath(studentId: string): string {
  return paths.supervisorDrivesToConfirm.replace(':studentId', encodeURIComponent(studentId));
}

/** `/instructorSelfAssessment/{studentId}`: a linked student's self-assessment, read-only. */
export function supervisorStudentSelfAssessmentPath(studentId: string): string {
  return paths.supervisorStudentSelfAssessment.replace(':studentId', encodeURIComponent(studentId));
}

/** `/instructorNotesGet/{studentId}`: a linked student's cards, as the supervisor sees them. */
export function supervisorStudentNotesPath(studentId: string): string {
  return paths.supervisorStudentNotes.replace(':studentId', encodeURIComponent(studentId));
}

/** `/instructorReadiness/{studentId}`: "Redo för körprovet?" of a linked student. */
export function supervisorStudentReadinessPath(studentId: string): string {
  return paths.supervisorStudentReadiness.replace(':studentId', encodeURIComponent(studentId));
}
