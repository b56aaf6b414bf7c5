import { normalizeShareCode, type SharedView } from '@ovningskort/domain';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/Button.js';
import { TextField } from '../../../components/Field.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import { sharedCodePath } from '../../../config/paths.js';
import { shareDate, shareScreens, shareTime } from '../../../copy/shares.js';
import { linkEnded, type SharedKey, useShared } from '../api/get-shared.js';
import styles from './SharedPage.module.css';

const t = shareScreens.page;

/** `/delat/:token`: the page of a shared link (issue 34), with no account. */
export function SharedLinkPage() {
  const { token = '' } = useParams();
  return <Shared sharedKey={{ token }} />;
}

/** `/delat/kod/:code`: the page of a short code, as printed on the progress PDF. */
export function SharedCodePage() {
  const { code = '' } = useParams();
  return <Shared sharedKey={{ code }} />;
}

/** `/delat`: type the code of a printout. */
export function SharedCodeFormPage() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  function submit(event: FormEvent) {
    event.preventDefault();
    const code = normalizeShareCode(typed);
    if (!code) {
      setError(t.codeInvalid);
      return;
    }
    void navigate(sharedCodePath(code));
  }
  return (
    <div className={styles.page}>
      <p className={styles.badge}>{t.badge}</p>
      <h1>{t.codeTitle}</h1>
      <p>{t.codeLead}</p>
      <form onSubmit={submit} noValidate className={styles.codeForm}>
        <TextField
          label={t.codeLabel}
          placeholder={t.codePlaceholder}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          error={error}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit">{t.codeSubmit}</Button>
      </form>
    </div>
  );
}

function Shared({ sharedKey }: { sharedKey: SharedKey }) {
  const shared = useShared(sharedKey);
  if (linkEnded(shared.error)) {
    return (
      <div className={styles.page}>
        <p className={styles.badge}>{t.badge}</p>
        <h1>{t.ended}</h1>
        <p>{t.endedHelp}</p>
      </div>
    );
  }
  if (!shared.data) {
    return (
      <div className={styles.page}>
        <p className={styles.badge}>{t.badge}</p>
        {shared.isError ? (
          <div role="alert">
            <p>{shared.error instanceof Error ? shared.error.message : t.failed}</p>
            <Button variant="secondary" onClick={() => void shared.refetch()}>
              {t.retry}
            </Button>
          </div>
        ) : (
          <FullPageSpinner label={t.loading} />
        )}
      </div>
    );
  }
  return <SharedRecord view={shared.data} stale={shared.isError} />;
}

/** The read-only record: who, the cards with statuses in words, the latest changes, the drives. */
export function SharedRecord({ view, stale = false }: { view: SharedView; stale?: boolean }) {
  const historyId = useId();
  const drivesId = useId();
  return (
    <div className={styles.page}>
      <p className={styles.badge}>{t.badge}</p>
      <h1>{t.title(view.studentName)}</h1>
      <p className={styles.muted}>{view.supervisorLine}</p>
      <p className={styles.muted} aria-live="polite">
        {t.updated(shareTime(view.readAt), view.refreshSeconds)}{' '}
        {t.validUntil(shareDate(view.expiresAt))}
      </p>
      {stale ? (
        <p className={styles.warning} role="alert">
          {t.offline}
        </p>
      ) : null}
      {view.commentsNote ? <p className={styles.muted}>{view.commentsNote}</p> : null}

      <h2>{t.cards}</h2>
      {view.cards.length === 0 ? <p>{t.noCards}</p> : null}
      {view.cards.map((card) => (
        <section key={card.heading} className={styles.card} aria-label={card.heading}>
          <h3>{card.heading}</h3>
          <p className={styles.muted}>{card.summary}</p>
          {card.lessons.map((lesson) => (
            <details key={lesson.heading} className={styles.lesson}>
              <summary>
                <span className={styles.lessonHeading}>{lesson.heading}</span>
                <span className={styles.lessonState}>
                  {lesson.doneText} · {lesson.approvedText}
                </span>
              </summary>
              {lesson.doneBy ? <p className={styles.muted}>{lesson.doneBy}</p> : null}
              <ul className={styles.moments}>
                {lesson.moments.map((moment) => (
                  <li key={moment.heading} className={styles.moment}>
                    <div className={styles.momentHead}>
                      <span>{moment.heading}</span>
                      <span className={styles.status} data-status={moment.status || 'none'}>
                        {moment.statusText}
                      </span>
                    </div>
                    <p className={styles.setBy}>{moment.setBy ?? t.noStatusSetBy}</p>
                    {moment.comments.map((comment, index) => (
                      <blockquote key={index} className={styles.comment}>
                        <p className={styles.commentHead}>{comment.heading}</p>
                        <p>{comment.body}</p>
                      </blockquote>
                    ))}
                  </li>
                ))}
              </ul>
              {lesson.comments.length > 0 ? (
                <>
                  <h4>{t.lessonComments}</h4>
                  {lesson.comments.map((comment, index) => (
                    <blockquote key={index} className={styles.comment}>
                      <p className={styles.commentHead}>{comment.heading}</p>
                      <p>{comment.body}</p>
                    </blockquote>
                  ))}
                </>
              ) : null}
            </details>
          ))}
        </section>
      ))}

      <section aria-labelledby={historyId}>
        <h2 id={historyId}>{t.history}</h2>
        {view.history.length === 0 ? (
          <p>{t.noHistory}</p>
        ) : (
          <ol className={styles.history}>
            {view.history.map((line, index) => (
              <li key={index}>
                <span className={styles.muted}>{line.when}</span> · {line.where}:{' '}
                <strong>{line.what}</strong>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby={drivesId}>
        <h2 id={drivesId}>{t.driveLog}</h2>
        {view.driveLog ? <DriveLog log={view.driveLog} /> : <p>{t.noDrives}</p>}
      </section>

      {view.readiness ? <Readiness readiness={view.readiness} /> : null}
    </div>
  );
}

/** "Redo för körprovet?" (issue 39): the supervisor's word, the app's verdict and why. */
function Readiness({ readiness }: { readiness: NonNullable<SharedView['readiness']> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{readiness.heading}</h2>
      {readiness.statement.map((line, index) =>
        index === 0 ? (
          <p key={line}>
            <strong>{line}</strong>
          </p>
        ) : (
          <p key={line} className={styles.muted}>
            {line}
          </p>
        ),
      )}
      <p>
        <strong>{readiness.verdict}</strong>
      </p>
      <ul>
        {readiness.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className={styles.muted}>{readiness.rules}</p>
    </section>
  );
}

function DriveLog({ log }: { log: NonNullable<SharedView['driveLog']> }) {
  return (
    <>
      <div className={styles.totals}>
        <Pairs title={t.totals} pairs={log.totals} />
        <Pairs title={t.byCondition} pairs={log.byCondition} />
        <Pairs title={t.byRoad} pairs={log.byRoad} />
      </div>
      <h3>{log.listHeading}</h3>
      {log.listNote ? <p className={styles.muted}>{log.listNote}</p> : null}
      <div className={styles.tableWrap}>
        <table className={styles.drives}>
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.start}</th>
              <th scope="col">{t.duration}</th>
              <th scope="col">{t.supervisor}</th>
              <th scope="col">{t.confirmed}</th>
              <th scope="col">{t.conditions}</th>
            </tr>
          </thead>
          <tbody>
            {log.drives.map((drive, index) => (
              <tr key={index}>
                <td>{drive.date}</td>
                <td>{drive.start}</td>
                <td>{drive.duration}</td>
                <td>{drive.supervisor}</td>
                <td>{drive.confirmed}</td>
                <td>
                  {drive.conditions}
                  {drive.reflection ? (
                    <span className={styles.reflection}>{drive.reflection}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Pairs({ title, pairs }: { title: string; pairs: [string, string][] }) {
  return (
    <div>
      <h3>{title}</h3>
      <dl className={styles.pairs}>
        {pairs.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
