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
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../components/Link.js';
import { toast } from '../../../lib/toast.js';
import { Button } from '../../../components/Button.js';
import { CategoryChoices, GearboxChoices } from '../../../components/ChoiceFieldset.js';
import { PasswordField, TextField } from '../../../components/Field.js';
import { PasswordStrength } from '../../../components/password-strength/PasswordStrength.js';
import { InfoDialog } from '../../../components/InfoDialog.js';
import { MunicipalityCombobox } from '../../../components/MunicipalityCombobox.js';
import { Page, pageStyles } from '../../../components/Page.js';
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
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SupervisorRegistrationForm>({
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

  const [password, email, name, surname] = useWatch({
    control,
    name: ['password', 'email', 'name', 'surname'],
  });

  const onSubmit = handleSubmit((input) =>
    registration.mutate(invitation ? { ...input, invitation } : input, {
      onSuccess: ({ message }) => {
        toast.success(message);
        void navigate(paths.confirmRegistration);
      },
      onError: (error) => toast.error(registrationFailureMessage(error)),
    }),
  );

  const category = register('category', {
    // Spec §2: choosing Category A tells that no practice card exists for it yet.
    onChange: (event: { target: HTMLInputElement }) => {
      if (event.target.value === 'CategoryA' && event.target.checked) setCategoryAInfo(true);
    },
  });

  return (
    <Page title={t.title} step={t.step}>
      {invitation ? <p>{invitationScreens.registration.invited}</p> : null}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t.name}
          autoComplete="given-name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t.surname}
          autoComplete="family-name"
          error={errors.surname?.message}
          {...register('surname')}
        />
        <TextField
          label={t.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t.password}
          autoComplete="new-password"
          error={errors.password?.message}
          hint={
            <PasswordStrength password={password} person={{ email, name: `${name} ${surname}` }} />
          }
          {...register('password')}
        />
        <Controller
          control={control}
          name="city"
          render={({ field, fieldState }) => (
            <MunicipalityCombobox
              label={t.city}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <section className={styles.optional} aria-labelledby={aboutCarId}>
          <h2 id={aboutCarId}>{t.aboutCar}</h2>
          <p className={pageStyles.muted}>{t.aboutCarHint}</p>
          <Controller
            control={control}
            name="autotransmission"
            render={({ field }) => (
              <GearboxChoices
                legend={t.gearbox}
                labels={{ manual: t.manual, automatic: t.automatic }}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <CategoryChoices
            legend={t.category}
            categories={LICENCE_CATEGORIES}
            error={errors.category?.message ?? errors.category?.root?.message}
            input={category}
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
