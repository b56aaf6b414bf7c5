import { zodResolver } from '../../../lib/zod-resolver.js';
import {
  CONTACT_SUBJECTS,
  ContactMessageSchema,
  messages,
  REDIRECT_COUNTDOWN_SECONDS,
  SupportRequestSchema,
  type SupportRequest,
} from '@ovningskort/domain';
import { contactScreens } from '../../../copy/contact.js';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.js';
import { Button, ButtonLink } from '../../../components/Button.js';
import { FieldFrame, inputClassName, TextField } from '../../../components/Field.js';
import { pageStyles } from '../../../components/Page.js';
import { useCountdown } from '../../../components/useCountdown.js';
import { paths } from '../../../config/paths.js';
import { ApiError } from '../../../lib/api-client.js';
import { useSession, type Role } from '../../../lib/session.js';
import { useSendSupportMessage } from '../api/send-support-message.js';
import styles from './Contact.module.css';

const t = contactScreens.contact;
const m = messages.contact;

/** Who is writing: a logged-in person writes as their account (the server takes it from there). */
interface Account {
  role: Role;
  name: string;
  email: string;
}

type ContactValues = {
  name?: string;
  email?: string;
  select: string;
  message: string;
  website?: string;
};

const visitorResolver = zodResolver(ContactMessageSchema) as unknown as Resolver<
  ContactValues,
  unknown,
  SupportRequest
>;
// Name and e-mail come from the account: the form does not hold them.
const accountResolver = zodResolver(SupportRequestSchema) as unknown as Resolver<
  ContactValues,
  unknown,
  SupportRequest
>;

function useAccount(): Account | null {
  const { student, supervisor, hasStudentToken, hasSupervisorToken } = useSession();
  if (student && hasStudentToken) return { role: 'student', ...student };
  if (supervisor && hasSupervisorToken) return { role: 'teacher', ...supervisor };
  return null;
}

/**
 * `/contact` (spec §2 'Contact form'): idle, sending ('Skickar…'), sent. Sent shows 'Toppen!'
 * and goes to start after 10 seconds. A failure keeps everything typed.
 */
export function ContactPage() {
  const account = useAccount();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.card}>
        {sent === null ? (
          <ContactForm key={account?.role ?? 'visitor'} account={account} onSent={setSent} />
        ) : (
          <Sent message={sent} />
        )}
      </div>
    </div>
  );
}

function ContactForm({
  account,
  onSent,
}: {
  account: Account | null;
  onSent: (message: string) => void;
}) {
  const send = useSendSupportMessage(account?.role);
  const [failure, setFailure] = useState<string>();
  const ids = { subject: useId(), message: useId(), hint: useId(), honeypot: useId() };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactValues, unknown, SupportRequest>({
    resolver: account ? accountResolver : visitorResolver,
    mode: 'onTouched',
    defaultValues: account
      ? { select: '', message: '', website: '' }
      : { name: '', email: '', select: '', message: '', website: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(undefined);
    try {
      const { message } = await send.mutateAsync(input);
      onSent(message);
    } catch (error) {
      const text = error instanceof ApiError && error.status === 429 ? m.tooMany : m.failed;
      setFailure(text);
      toast.error(text, { toastId: 'contact-failed' });
    }
  });

  const describedBy = (id: string, error: unknown, hint?: string) =>
    [hint, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.lead}</p>
      <form onSubmit={onSubmit} noValidate>
        {account ? (
          <>
            <TextField
              label={t.name}
              value={account.name}
              readOnly
              autoComplete="off"
              className={`${inputClassName} ${styles.readOnly}`}
            />
            <p className={`${pageStyles.muted} ${styles.answerTo}`}>{t.answerTo(account.email)}</p>
          </>
        ) : (
          <>
            <TextField
              label={t.name}
              autoComplete="name"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label={t.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
          </>
        )}
        <FieldFrame id={ids.subject} label={t.subject} error={errors.select?.message}>
          <select
            id={ids.subject}
            className={`${inputClassName} ${styles.select}`}
            aria-invalid={errors.select ? true : undefined}
            aria-describedby={describedBy(ids.subject, errors.select)}
            {...register('select')}
          >
            <option value="">{t.subjectPlaceholder}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={ids.message} label={t.message} error={errors.message?.message}>
          <p id={ids.hint} className={styles.hint}>
            {t.messageHint}
          </p>
          <textarea
            id={ids.message}
            rows={7}
            className={`${inputClassName} ${styles.textarea}`}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(ids.message, errors.message, ids.hint)}
            {...register('message')}
          />
        </FieldFrame>
        {/* People never see or reach this field; robots that fill in every field do. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={ids.honeypot}>{t.honeypot}</label>
          <input
            id={ids.honeypot}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register('website')}
          />
        </div>
        {failure ? <p className={styles.failure}>{failure}</p> : null}
        <Button type="submit" block disabled={send.isPending}>
          {send.isPending ? t.submitting : t.submit}
        </Button>
      </form>
    </>
  );
}

function Sent({ message }: { message: string }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const left = useCountdown(REDIRECT_COUNTDOWN_SECONDS.contact, () => void navigate(paths.home));
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.sent}>
      <h1 ref={heading} tabIndex={-1}>
        {t.sentTitle}
      </h1>
      <p role="status">{message}</p>
      <p className={pageStyles.muted} aria-live="off">
        {t.countdown(left)}
      </p>
      <div className={pageStyles.actions}>
        <ButtonLink to={paths.home}>{t.toStart}</ButtonLink>
      </div>
    </section>
  );
}
