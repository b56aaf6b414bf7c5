import { readinessStatementLines, type ReadinessStatement } from '@ovningskort/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button.js';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { readinessScreens } from '../../../copy/readiness.js';
import { ApiError } from '../../../lib/api-client.js';
import { swedishDateFormat } from '../../../lib/swedish-format.js';
import { toast } from '../../../lib/toast.js';
import { useOnline } from '../../../lib/use-online.js';
import { useConfirmReady, useReadinessStatement, type StatementScope } from '../api/statement.js';
import styles from './Readiness.module.css';

const t = readinessScreens.statement;
const longDate = swedishDateFormat({
  timeZone: 'Europe/Stockholm',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function Statement({ statement }: { statement: ReadinessStatement }) {
  const [said, then] = readinessStatementLines(statement, longDate(statement.madeAt));
  return (
    <div className={styles.statement}>
      <p>
        <strong>{said}</strong>
      </p>
      <p className={styles.source}>{then}</p>
    </div>
  );
}

/**
 * "Vi tycker att vi är redo" (issue 39): the latest statement for both roles, and for the
 * linked supervisor the button that makes one (asked first; the date and the figures counted
 * by the server go into the PDF and the driving school's link).
 */
export function ReadinessStatementPart({ scope }: { scope: StatementScope }) {
  const headingId = useId();
  const query = useReadinessStatement(scope);
  const online = useOnline();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const studentId = scope.role === 'supervisor' ? scope.studentId : '';
  const confirm = useConfirmReady(studentId);
  const statement = query.data?.statement ?? null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t.heading}</h2>
      {query.data === undefined ? (
        <p role="status">{query.isError || !online ? t.needsNetwork : t.loading}</p>
      ) : statement ? (
        <Statement statement={statement} />
      ) : (
        <p>{scope.role === 'student' ? t.noneStudent : t.noneSupervisor}</p>
      )}
      {scope.role === 'supervisor' ? (
        <>
          <p className={styles.source}>{t.explain}</p>
          {error ? <p role="alert">{error}</p> : null}
          <Button
            disabled={!online || confirm.isPending}
            onClick={() => {
              setError(null);
              setAsking(true);
            }}
          >
            {confirm.isPending ? t.saving : t.button}
          </Button>
          {!online ? <p role="status">{t.offline}</p> : null}
          <ConfirmDialog
            open={asking}
            tone="neutral"
            title={t.confirmTitle}
            body={t.confirmBody}
            confirmLabel={t.confirm}
            cancelLabel={t.cancel}
            busy={confirm.isPending}
            onCancel={() => setAsking(false)}
            onConfirm={() =>
              confirm.mutate(undefined, {
                onSuccess: (answer) => {
                  setAsking(false);
                  toast.success(answer.message);
                },
                onError: (failure) => {
                  setAsking(false);
                  setError(failure instanceof ApiError ? failure.message : t.failed);
                },
              })
            }
          />
        </>
      ) : null}
    </section>
  );
}
