import {
  messages,
  StudentNewPasswordSchema,
  StudentRecoveryRequestSchema,
  SupervisorNewPasswordSchema,
  SupervisorRecoveryRequestSchema,
  TOAST_AUTO_CLOSE_RECOVERY_MS,
  TOAST_DRAG_PERCENT_RECOVERY,
} from '@ovningskort/domain';
import { accountScreens } from '../../../copy/account.js';
import type { ToastOptions } from 'react-toastify/unstyled';
import { paths } from '../../../config/paths.js';
import type { Role } from '../../../lib/session.js';

const t = accountScreens.recovery;

/** Spec "Toasts": on the recovery and reset screens 5 s, and a drag of 80 % dismisses. */
export const recoveryToast: ToastOptions = {
  autoClose: TOAST_AUTO_CLOSE_RECOVERY_MS,
  draggable: true,
  draggablePercent: TOAST_DRAG_PERCENT_RECOVERY,
};

/** What differs between the student's and the supervisor's recovery screens. */
export const recoveryRoles = {
  student: {
    title: t.titleStudent,
    requestSchema: StudentRecoveryRequestSchema,
    newPasswordSchema: StudentNewPasswordSchema,
    idParam: 'studentId',
    recoverPath: paths.recover,
    loginPath: paths.login,
    loginLabel: t.backToLoginStudent,
    changed: messages.recovery.changedStudent,
  },
  teacher: {
    title: t.titleSupervisor,
    requestSchema: SupervisorRecoveryRequestSchema,
    newPasswordSchema: SupervisorNewPasswordSchema,
    idParam: 'teacherId',
    recoverPath: paths.recoverSupervisor,
    loginPath: paths.supervisorLogin,
    loginLabel: t.backToLoginSupervisor,
    changed: messages.recovery.changedSupervisor,
  },
} as const satisfies Record<Role, unknown>;
