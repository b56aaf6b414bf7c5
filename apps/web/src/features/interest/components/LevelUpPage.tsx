import { contactScreens } from '../../../copy/contact.js';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button.js';
import { pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import styles from './Interest.module.css';

const t = contactScreens.levelUp;

/** True when this tab has an earlier page of the app to go back to (React Router counts them). */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/**
 * `/levelup`: 'Håll i dig!' (the spec's 'Hold tight'), the next level is coming; 'Gå tillbaka'
 * returns where the person was.
 */
export function LevelUpPage() {
  const navigate = useNavigate();
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.card}>
        <h1>{t.title}</h1>
        <p className={styles.lead}>{t.lead}</p>
        <p>{t.body}</p>
        <div className={pageStyles.actions}>
          <Button onClick={() => void (hasHistory() ? navigate(-1) : navigate(paths.home))}>
            {t.back}
          </Button>
        </div>
      </div>
    </div>
  );
}
