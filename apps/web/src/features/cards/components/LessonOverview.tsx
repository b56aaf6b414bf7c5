import { approvedAsListed, lessonProgress, type DrivingNote } from '@ovningskort/domain';
import { Button } from '../../../components/Button.js';
import { Modal } from '../../../components/Modal.js';
import { cardScreens } from '../../../copy/cards.js';
import styles from './LessonOverview.module.css';

const t = cardScreens.overview;

/**
 * Every lesson of the card with its progress, one tap from the lesson view; one more tap opens
 * any of them. The lesson shown is marked and has the focus when the list opens.
 */
export function LessonOverview({
  open,
  card,
  lessons,
  index,
  onChoose,
  onClose,
}: {
  open: boolean;
  /** 1-based position of the card, for the heading. */
  card: number;
  lessons: readonly DrivingNote[];
  index: number;
  onChoose: (index: number) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={t.title}
      body={t.body(card)}
      onDismiss={onClose}
      // Only while open: a closed dialog's list would be 15 more buttons and titles in the page.
      content={
        open ? (
          <ol className={styles.list}>
            {lessons.map((lesson, at) => {
              // Only the supervisor's 'Godkänd' counts as approved (issue 34).
              const progress = lessonProgress(lesson, approvedAsListed);
              const current = at === index;
              return (
                <li key={lesson.id}>
                  <button
                    type="button"
                    className={`${styles.lesson} ${progress.done ? styles.done : ''}`.trim()}
                    aria-current={current ? 'step' : undefined}
                    data-initial-focus={current ? true : undefined}
                    onClick={() => onChoose(at)}
                  >
                    <span className={styles.name}>{t.lesson(at + 1, lesson.nytitle)}</span>
                    <span className={styles.progress}>{t.progress(progress)}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        ) : null
      }
    >
      <Button variant="secondary" onClick={onClose}>
        {t.close}
      </Button>
    </Modal>
  );
}
