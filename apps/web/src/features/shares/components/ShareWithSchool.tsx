import {
  type CreateShare,
  type CreateShareResponse,
  CreateShareSchema,
  SHARE_DAYS,
  SHARE_DEFAULT_DAYS,
  SHARE_LABEL_MAX,
  type Share,
} from '@ovningskort/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button.js';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { FieldFrame, inputClassName, TextField } from '../../../components/Field.js';
import { pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import { shareScreens, shareTime } from '../../../copy/shares.js';
import { ApiError, NetworkError } from '../../../lib/api-client.js';
import { useSession } from '../../../lib/session.js';
import { toast } from '../../../lib/toast.js';
import { zodResolver } from '../../../lib/zod-resolver.js';
import { useCreateShare } from '../api/create-share.js';
import { useShares } from '../api/list-shares.js';
import { useRevokeShare } from '../api/revoke-share.js';
import styles from './Shares.module.css';

const t = shareScreens.settings;

const said = (error: unknown, fallback: string) =>
  error instanceof ApiError || error instanceof NetworkError ? error.message : fallback;

/**
 * "Dela med trafikskolan" in the student's settings (issue 34): make a read-only link (an
 * optional name and how long it holds), see it once with a copy button and its short code,
 * and the list of links with "Sluta dela".
 */
export function ShareWithSchool() {
  const studentId = useSession().student?.id ?? '';
  const headingId = useId();
  const [made, setMade] = useState<CreateShareResponse | null>(null);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t.heading}</h2>
      <p className={pageStyles.muted}>{t.lead}</p>
      {made ? (
        <MadeLink made={made} onDone={() => setMade(null)} />
      ) : (
        <CreateForm studentId={studentId} onMade={setMade} />
      )}
      <ShareList studentId={studentId} />
    </section>
  );
}

function CreateForm({
  studentId,
  onMade,
}: {
  studentId: string;
  onMade: (made: CreateShareResponse) => void;
}) {
  const create = useCreateShare(studentId);
  const daysId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateShare>({
    resolver: zodResolver(CreateShareSchema),
    defaultValues: { label: '', days: SHARE_DEFAULT_DAYS },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      const answer = await create.mutateAsync(input);
      toast.success(answer.message);
      onMade(answer);
    } catch (error) {
      toast.error(said(error, t.createFailed));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      <TextField
        label={t.label}
        placeholder={t.labelPlaceholder}
        maxLength={SHARE_LABEL_MAX}
        autoComplete="organization"
        error={errors.label?.message}
        {...register('label')}
      />
      <FieldFrame id={daysId} label={t.days} error={errors.days?.message}>
        <select
          id={daysId}
          className={inputClassName}
          defaultValue={SHARE_DEFAULT_DAYS}
          {...register('days', { setValueAs: (value: string) => Number(value) })}
        >
          {SHARE_DAYS.map((days) => (
            <option key={days} value={days}>
              {t.dayChoices[days]}
            </option>
          ))}
        </select>
      </FieldFrame>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t.creating : t.create}
      </Button>
    </form>
  );
}

/** The new link, shown this once: the address with a copy button, and the short code. */
function MadeLink({ made, onDone }: { made: CreateShareResponse; onDone: () => void }) {
  const linkId = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(made.url);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  }
  return (
    <div className={styles.made} role="status">
      <h3>{t.createdHeading}</h3>
      <p>{t.createdHelp}</p>
      <label htmlFor={linkId} className={styles.linkLabel}>
        {t.linkLabel}
      </label>
      <input
        id={linkId}
        className={`${inputClassName} ${styles.url}`}
        readOnly
        value={made.url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className={styles.code}>{t.codeLine(made.share.code)}</p>
      <p className={pageStyles.muted}>
        {t.codeHelp(`${window.location.origin}${paths.sharedCodeForm}`)}
      </p>
      <div className={styles.buttons}>
        <Button onClick={() => void copy()}>{t.copy}</Button>
        <Button variant="secondary" onClick={onDone}>
          {t.done}
        </Button>
      </div>
    </div>
  );
}

function ShareList({ studentId }: { studentId: string }) {
  const shares = useShares(studentId);
  const revoke = useRevokeShare(studentId);
  const [stopping, setStopping] = useState<Share | null>(null);
  const headingId = useId();

  async function stop() {
    if (!stopping) return;
    try {
      const { message } = await revoke.mutateAsync(stopping.id);
      toast.success(message);
    } catch (error) {
      toast.error(said(error, t.stopFailed));
    }
    setStopping(null);
  }

  const list = shares.data?.shares ?? [];
  const active = list.filter((share) => share.active);
  const ended = list.filter((share) => !share.active);
  return (
    <div aria-labelledby={headingId}>
      <h3 id={headingId}>{t.listHeading}</h3>
      {shares.isError ? (
        <p role="alert">
          {t.loadFailed}{' '}
          <Button variant="secondary" onClick={() => void shares.refetch()}>
            {t.retry}
          </Button>
        </p>
      ) : null}
      {shares.isSuccess && active.length === 0 ? <p>{t.none}</p> : null}
      {list.length > 0 ? (
        <ul className={styles.list}>
          {[...active, ...ended].map((share) => (
            <li key={share.id} className={styles.share} data-active={share.active}>
              <div className={styles.about}>
                <p className={styles.name}>{nameOf(share)}</p>
                <p className={styles.times}>{timesOf(share)}</p>
                <p className={styles.times}>{t.code(share.code)}</p>
              </div>
              {share.active ? (
                <Button variant="secondary" onClick={() => setStopping(share)}>
                  {t.stop}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={stopping !== null}
        title={t.stopTitle}
        body={stopping ? t.stopBody(`”${nameOf(stopping)}”`) : ''}
        confirmLabel={revoke.isPending ? t.stopping : t.stopConfirm}
        cancelLabel={t.cancel}
        busy={revoke.isPending}
        onConfirm={() => void stop()}
        onCancel={() => setStopping(null)}
      />
    </div>
  );
}

function nameOf(share: Share): string {
  if (share.forPrint) return t.print;
  return share.label || t.unnamed;
}

function timesOf(share: Share): string {
  if (share.revokedAt) return t.revoked(shareTime(share.revokedAt));
  if (!share.active) return t.expired(shareTime(share.expiresAt));
  return `${t.created(shareTime(share.createdAt))}, ${t.expires(shareTime(share.expiresAt))}`;
}
