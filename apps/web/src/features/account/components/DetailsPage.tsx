import { messages, normalizePhoneNumber, UpdatePersonDetailsSchema } from '@ovningskort/domain';
import { accountScreens } from '../../../copy/account.js';
import { useEffect, useId, useState } from 'react';
import * as z from 'zod/mini';
import { Link } from '../../../components/Link.js';
import { toast } from '../../../lib/toast.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import type { Role } from '../../../lib/session.js';
import { useDetails } from '../api/get-details.js';
import { useSetGearbox } from '../api/set-gearbox.js';
import { CategoryEditor, CityEditor, EmailEditor, TextEditor } from './DetailEditors.js';
import { DetailRow } from './DetailRow.js';
import styles from './DetailsPage.module.css';
import { formatCategories, formatPersonalNumber, storedPersonalNumber } from './format.js';
import { accountRoutes, useAccountId } from './roles.js';

const t = accountScreens.details;

/** Each row is checked with its own field of the role's request schema (as on the server). */
const student = z.required(UpdatePersonDetailsSchema);
const supervisor = z.required(UpdatePersonDetailsSchema);
const fieldSchemas = {
  student: {
    name: z.pick(student, { name: true }),
    surname: z.pick(student, { surname: true }),
    city: z.pick(student, { city: true }),
    category: z.pick(student, { category: true }),
  },
  teacher: {
    name: z.pick(supervisor, { name: true }),
    surname: z.pick(supervisor, { surname: true }),
    city: z.pick(supervisor, { city: true }),
    category: z.pick(supervisor, { category: true }),
  },
} as const;
const pnrSchema = z.pick(student, { pnr: true });
const phoneSchema = z.pick(student, { phone: true });

/**
 * 'Kör du bil med automatisk växellåda?' saved as soon as it changes. The toggle moves at once (the
 * choice is kept here) and goes back if saving fails ('Oj, något gick fel!', spec §8 'Ops...').
 */
function GearboxToggle({ role, userId, value }: { role: Role; userId: string; value: boolean }) {
  const gearbox = useSetGearbox(role, userId);
  const [choice, setChoice] = useState<boolean | null>(null);
  const shown = choice ?? value;
  const name = useId();
  const hintId = useId();

  function choose(autotransmission: boolean) {
    if (gearbox.isPending || autotransmission === shown) return;
    setChoice(autotransmission);
    gearbox.mutate(
      { autotransmission },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: () => {
          setChoice(null);
          toast.error(messages.details.gearboxFailed);
        },
      },
    );
  }

  return (
    <fieldset
      className={styles.gearbox}
      aria-busy={gearbox.isPending}
      aria-describedby={role === 'student' ? hintId : undefined}
    >
      <legend>{t.gearboxQuestion}</legend>
      <div className={styles.segmented}>
        <label>
          <input type="radio" name={name} checked={shown} onChange={() => choose(true)} />
          {t.yes}
        </label>
        <label>
          <input type="radio" name={name} checked={!shown} onChange={() => choose(false)} />
          {t.no}
        </label>
      </div>
      {role === 'student' ? (
        <p id={hintId} className={styles.gearboxHint}>
          {t.gearboxHint}
        </p>
      ) : null}
    </fieldset>
  );
}

/** `/mydetails` (student) and `/mydetailsT` (supervisor): the same details for both roles. */
export function DetailsPage({ role }: { role: Role }) {
  const userId = useAccountId(role);
  const details = useDetails(role, userId);
  const schemas = fieldSchemas[role];

  useEffect(() => {
    if (details.isError) toast.error(messages.details.loadFailed, { toastId: 'details-load' });
  }, [details.isError]);

  if (details.isPending) return <FullPageSpinner />;
  if (details.isError) {
    return (
      <Page title={t.title}>
        <p role="alert">{messages.details.pageError}</p>
      </Page>
    );
  }

  const data = details.data;
  const editor = { role, userId };
  return (
    <Page title={t.title}>
      <GearboxToggle role={role} userId={userId} value={data.autotransmission} />
      <ul className={styles.rows}>
        <DetailRow label={t.name} value={data.name}>
          {(close) => (
            <TextEditor
              {...editor}
              close={close}
              label={t.name}
              field="name"
              schema={schemas.name}
              initial={data.name}
              toChange={(typed) => ({ body: { name: typed }, saved: { name: typed.trim() } })}
            />
          )}
        </DetailRow>
        <DetailRow label={t.surname} value={data.surname}>
          {(close) => (
            <TextEditor
              {...editor}
              close={close}
              label={t.surname}
              field="surname"
              schema={schemas.surname}
              initial={data.surname}
              toChange={(typed) => ({
                body: { surname: typed },
                saved: { surname: typed.trim() },
              })}
            />
          )}
        </DetailRow>
        <DetailRow label={t.email} value={data.email}>
          {(close) => <EmailEditor {...editor} close={close} label={t.email} />}
        </DetailRow>
        <DetailRow label={t.pnr} value={formatPersonalNumber(data.pnr ?? '')}>
          {(close) => (
            <TextEditor
              {...editor}
              close={close}
              label={`${t.pnr} (${t.pnrHint})`}
              field="pnr"
              schema={pnrSchema}
              initial={formatPersonalNumber(data.pnr ?? '')}
              toChange={(typed) => ({
                body: { pnr: typed },
                saved: { pnr: storedPersonalNumber(typed) },
              })}
            />
          )}
        </DetailRow>
        <DetailRow label={t.phone} value={data.phone ?? ''}>
          {(close) => (
            <TextEditor
              {...editor}
              close={close}
              label={`${t.phone} (${t.phoneHint})`}
              field="phone"
              schema={phoneSchema}
              initial={data.phone ?? ''}
              toChange={(typed) => ({
                body: { phone: typed },
                saved: { phone: normalizePhoneNumber(typed.trim()) },
              })}
            />
          )}
        </DetailRow>
        <DetailRow label={t.category} value={formatCategories(data.category)}>
          {(close) => (
            <CategoryEditor
              {...editor}
              close={close}
              label={t.category}
              schema={schemas.category}
              initial={data.category}
            />
          )}
        </DetailRow>
        <DetailRow label={t.city} value={data.city}>
          {(close) => (
            <CityEditor
              {...editor}
              close={close}
              label={t.city}
              schema={schemas.city}
              initial={data.city}
            />
          )}
        </DetailRow>
      </ul>
      <div className={pageStyles.links}>
        <Link to={accountRoutes[role].settings}>{accountScreens.settings.back}</Link>
      </div>
    </Page>
  );
}

export function StudentDetailsPage() {
  return <DetailsPage role="student" />;
}

export function SupervisorDetailsPage() {
  return <DetailsPage role="teacher" />;
}
