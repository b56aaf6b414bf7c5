import { messages } from '@ovningskort/domain';
import { ButtonLink } from '../../../components/Button.js';
import { paths } from '../../../config/paths.js';
import { supervisionScreens } from '../../../copy/supervision.js';
import { useSupervisor } from '../api/get-supervisor.js';
import styles from './Supervision.module.css';

const t = supervisionScreens.home;

/**
 * Hem's way to the student's supervisor: "Lägg till handledare" until one is linked, then their
 * name with "Ändra" (issue 22). While it is not known (the first load, offline), the spec's button.
 */
export function HomeSupervisor({ studentId, primary }: { studentId: string; primary: boolean }) {
  const teacher = useSupervisor(studentId, true).data?.teacher;
  if (!teacher) {
    return (
      <ButtonLink to={paths.supervisor} variant={primary ? 'primary' : 'secondary'} block>
        {messages.screens.home.supervisor}
      </ButtonLink>
    );
  }
  return (
    <div className={styles.homeSupervisor}>
      <p>
        {t.label} <strong>{teacher.name}</strong>
      </p>
      <ButtonLink to={paths.supervisor} variant="secondary" aria-label={t.changeName}>
        {t.change}
      </ButtonLink>
    </div>
  );
}
