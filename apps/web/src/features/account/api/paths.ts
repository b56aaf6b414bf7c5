import type { Role } from '../../../lib/session.js';

const id = (value: string) => encodeURIComponent(value);

/** The account endpoints of each role (spec §7 'Account'). */
export const accountEndpoints: Record<
  Role,
  {
    details: (userId: string) => string;
    update: (userId: string) => string;
    gearbox: (userId: string) => string;
    password: (userId: string) => string;
    changeEmail: (userId: string) => string;
    remove: (userId: string) => string;
  }
> = {
  student: {
    details: (userId) => `/v1/getUserData/${id(userId)}`,
    update: (userId) => `/v1/updUserData/${id(userId)}`,
    gearbox: (userId) => `/v1/updUserData2/${id(userId)}`,
    password: (userId) => `/v1/setNewPuser/${id(userId)}`,
    changeEmail: (userId) => `/v1/changeEmail/${id(userId)}`,
    remove: (userId) => `/v1/delUser/${id(userId)}`,
  },
  teacher: {
    details: (userId) => `/v1/getTeacherData/${id(userId)}`,
    update: (userId) => `/v1/updTeacherData/${id(userId)}`,
    gearbox: (userId) => `/v1/updTeacherData2/${id(userId)}`,
    password: (userId) => `/v1/setNewPteach/${id(userId)}`,
    changeEmail: (userId) => `/v1/teacher/changeEmail/${id(userId)}`,
    remove: (userId) => `/v1/delTeach/${id(userId)}`,
  },
};

/** The query key of one account's details; saves update it in place. */
export const detailsKey = (role: Role, userId: string) =>
  ['account', role, userId, 'details'] as const;
