import type { Student } from '@ovningskort/domain';

/** An activated student with a complete profile, as the API answers one. */
export const sam: Student = {
  id: 's1',
  name: 'Sam',
  surname: '',
  email: 'sam@example.se',
  city: 'Göteborg',
  category: ['CategoryB'],
  autotransmission: false,
  isActivated: true,
  profileComplete: true,
};
