import { COMMENT_MAX_LENGTH, type SubMomentKey } from '@ovningskort/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../../components/Button.js';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.js';
import { PendingMark } from '../../../../components/PendingMark.js';
import { commentsCopy as t } from '../../../../copy/comments.js';
import { historyWho, madeWhen } from '../../../../lib/who-and-when.js';
import type { CommentsOfLesson, ShownComment } from '../use-comments.js';
import styles from './Comments.module.css';

/**
 * The comments on one sub-moment or on the whole lesson (issue 19): who wrote them and when;
 * the author changes their own, and deletes what the server says they may (`mayDelete`: their
 * own, and for the card's student every comment on their card, a former supervisor's too).
 * Nothing when there are none, so a sub-moment without comments takes no room on a phone.
 */
export function Comments({
  comments,
  lessonId,
  place,
  about,
}: {
  comments: CommentsOfLesson;
  lessonId: string;
  place: SubMomentKey | 'lesson';
  /** What the comments are about, for the labels: the sub-moment's heading or the lesson. */
  about: string;
}) {
  const list = comments.of(place);
  const subMoment = place === 'lesson' ? null : place;
  if (list.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t.listLabel(about)}>
      {list.map((comment) => (
        <Comment
          key={comment.id}
          comment={comment}
          about={about}
          onSave={(body) => comments.save({ lessonId, subMoment }, body, comment.id)}
          onRemove={() => comments.remove(comment.id)}
        />
      ))}
    </ul>
  );
}

/**
 * 'Kommentera': a comment on the whole lesson or, chosen under 'Gäller', on one of its
 * sub-moments, where it is then shown. Saved through the outbox, so writing works without a
 * network and shows at once, marked until the server has it.
 */
export function WriteComment({
  comments,
  lessonId,
  moments,
}: {
  comments: CommentsOfLesson;
  lessonId: string;
  moments: readonly { key: SubMomentKey; heading: string }[];
}) {
  const [writing, setWriting] = useState(false);
  const placeId = useId();
  const [place, setPlace] = useState<SubMomentKey | 'lesson'>('lesson');
  if (!writing) {
    return (
      <button
        type="button"
        className={`${styles.textButton} ${styles.write}`}
        onClick={() => setWriting(true)}
      >
        {t.write}
        <span className="visually-hidden">{t.writeAbout(t.lessonAbout)}</span>
      </button>
    );
  }
  const close = () => {
    setWriting(false);
    setPlace('lesson');
  };
  return (
    <CommentForm
      about={t.lessonAbout}
      onSave={(body) => {
        comments.save({ lessonId, subMoment: place === 'lesson' ? null : place }, body);
        close();
      }}
      onCancel={close}
    >
      <label className={styles.label} htmlFor={placeId}>
        {t.place}
      </label>
      <select
        id={placeId}
        className={styles.select}
        value={place}
        onChange={(event) => setPlace(event.target.value as SubMomentKey | 'lesson')}
      >
        <option value="lesson">{t.wholeLesson}</option>
        {moments.map((moment) => (
          <option key={moment.key} value={moment.key}>
            {moment.heading}
          </option>
        ))}
      </select>
    </CommentForm>
  );
}

function Comment({
  comment,
  about,
  onSave,
  onRemove,
}: {
  comment: ShownComment;
  about: string;
  onSave: (body: string) => void;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edited = !comment.pending && comment.updatedAt > comment.createdAt;
  return (
    <li className={`${styles.comment} ${comment.mine ? styles.mine : ''}`} data-comment>
      {editing ? (
        <CommentForm
          about={about}
          initial={comment.body}
          onSave={(body) => {
            if (body !== comment.body) onSave(body);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <p className={styles.body}>{comment.body}</p>
          <p className={styles.meta}>
            {comment.pending
              ? historyWho(comment.by)
              : t.meta(
                  historyWho(comment.by),
                  madeWhen({ ...comment, receivedAt: comment.createdAt }),
                )}
            {edited ? ` · ${t.edited}` : null}{' '}
            {comment.pending ? <PendingMark hidden={false} /> : null}
          </p>
          {comment.mine || comment.mayDelete ? (
            <div className={styles.actions}>
              {comment.mine ? (
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => setEditing(true)}
                >
                  {t.edit}
                  <span className="visually-hidden">{t.thisComment}</span>
                </button>
              ) : null}
              <button
                type="button"
                className={styles.textButton}
                onClick={() => setConfirming(true)}
              >
                {t.remove}
                <span className="visually-hidden">{t.thisComment}</span>
              </button>
            </div>
          ) : null}
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          open
          title={t.removeTitle}
          body={comment.body}
          confirmLabel={t.removeConfirm}
          cancelLabel={t.cancel}
          onConfirm={() => {
            setConfirming(false);
            onRemove();
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}

function CommentForm({
  about,
  initial = '',
  onSave,
  onCancel,
  children,
}: {
  about: string;
  initial?: string;
  onSave: (body: string) => void;
  onCancel: () => void;
  /** What comes before the text (the choice of what the comment is about). */
  children?: ReactNode;
}) {
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [body, setBody] = useState(initial);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    onSave(text);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
      <label className={styles.label} htmlFor={fieldId}>
        {t.field}
        <span className="visually-hidden">{t.fieldAbout(about)}</span>
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={body}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t.placeholder}
        aria-describedby={missing ? `${errorId} ${hintId}` : hintId}
        aria-invalid={missing || undefined}
        autoFocus
        onChange={(event) => {
          setBody(event.target.value);
          if (missing && event.target.value.trim()) setMissing(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      />
      {missing ? (
        <p id={errorId} className={styles.error}>
          {t.required}
        </p>
      ) : null}
      <p id={hintId} className={styles.hint}>
        {t.hint}
      </p>
      <div className={styles.actions}>
        <Button type="submit">{t.save}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
