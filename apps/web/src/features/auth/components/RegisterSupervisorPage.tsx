import { zodResolver } from '../../../lib/zod-resolver.js';
import {
  LICENCE_CATEGORIES,
  messages,
  SupervisorRegistrationFormSchema,
  type SupervisorRegistrationForm,
} from '@ovningskort/domain';
import { authScreens } from '../../../copy/auth.js';
import { invitationScreens } from '../../../copy/invitations.js';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../components/Link.js';
import { toast } from '../../../lib/toast.js';
import { Button } from '../../../components/Button.js';
import { InfoDialog } from '../../../components/InfoDialog.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { PersonFields } from '../../../components/PersonFields.js';
import { paths } from '../../../config/paths.js';
import { useRegisterSupervisor } from '../api/register-supervisor.js';
import { registrationFailureMessage } from './registration-errors.js';
import styles from './RegisterSupervisorPage.module.css';

const t = authScreens.supervisorRegistration;

/**
 * `/registerInstructor`, step 2/2 for a supervisor (spec §2). The gearbox and the licence
 * category come last and are optional, with why they are asked (issue 22): left out, the
 * server keeps a manual gearbox and no category.
 */
export function RegisterSupervisorPage() {
  const navigate = useNavigate();
  const registration = useRegisterSupervisor();
  const [categoryAInfo, setCategoryAInfo] = useState(false);
  const aboutCarId = useId();
  // From an invitation link (decision 022): the token goes with the registration, the invited
  // address fills in the e-mail.
  const [params] = useSearchParams();
  const invitation = params.get('inbjudan') ?? undefined;
  const invitedEmail = params.get('epost') ?? '';
  const { control, handleSubmit } = useForm<SupervisorRegistrationForm>({
    resolver: zodResolver(SupervisorRegistrationFormSchema),
    mode: 'onTouched',
    defaultValues: {
      category: [],
      name: '',
      surname: '',
      email: invitedEmail,
      password: '',
      city: '' as never,
    },
  });

  const [email, name, surname] = useWatch({ control, name: ['email', 'name', 'surname'] });
  const person = { email, name: `${name} ${surname}` };

  const onSubmit = handleSubmit((input) =>
    registration.mutate(invitation ? { ...input, invitation } : input, {
      onSuccess: ({ message }) => {
        toast.success(message);
        void navigate(paths.confirmRegistration);
      },
      onError: (error) => toast.error(registrationFailureMessage(error)),
    }),
  );

  return (
    <Page title={t.title} step={t.step}>
      {invitation ? <p>{invitationScreens.registration.invited}</p> : null}
      <form onSubmit={onSubmit} noValidate>
        <PersonFields
          control={control}
          fields={[
            { field: 'name', label: t.name },
            { field: 'surname', label: t.surname },
            { field: 'email', label: t.email },
            { field: 'newPassword', label: t.password, person },
            { field: 'city', label: t.city },
          ]}
        />
        <section className={styles.optional} aria-labelledby={aboutCarId}>
          <h2 id={aboutCarId}>{t.aboutCar}</h2>
          <p className={pageStyles.muted}>{t.aboutCarHint}</p>
          <PersonFields
            control={control}
            fields={[
              {
                field: 'gearbox',
                legend: t.gearbox,
                labels: { manual: t.manual, automatic: t.automatic },
              },
              {
                field: 'category',
                legend: t.category,
                categories: LICENCE_CATEGORIES,
                // Spec §2: choosing Category A tells that no practice card exists for it yet.
                onChange: (event) => {
                  if (event.target.value === 'CategoryA' && event.target.checked) {
                    setCategoryAInfo(true);
                  }
                },
              },
            ]}
          />
        </section>
        <Button type="submit" block disabled={registration.isPending}>
          {registration.isPending ? t.submitting : t.submit}
        </Button>
      </form>
      <div className={pageStyles.links}>
        <Link to={paths.supervisorLogin}>{t.haveAccount}</Link>
      </div>
      <InfoDialog
        open={categoryAInfo}
        title={t.categoryATitle}
        body={messages.supervisorRegistration.categoryAInfo}
        buttonLabel={messages.supervisorRegistration.categoryAOk}
        onClose={() => setCategoryAInfo(false)}
      />
    </Page>
  );
}
