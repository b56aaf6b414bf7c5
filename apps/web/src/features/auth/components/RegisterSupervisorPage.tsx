import { zodResolver } from '@hookform/resolvers/zod';
import {
  authScreens,
  LICENCE_CATEGORIES,
  LICENCE_CATEGORY_LABELS,
  messages,
  SupervisorRegistrationSchema,
} from '@ovningskort/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/Button.js';
import { PasswordField, TextField } from '../../../components/Field.js';
import { MunicipalityCombobox } from '../../../components/MunicipalityCombobox.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import { useRegisterSupervisor } from '../api/register-supervisor.js';
import { InfoDialog } from './InfoDialog.js';
import { registrationFailureMessage } from './registration-errors.js';
import styles from './RegisterStudentPage.module.css';

const t = authScreens.supervisorRegistration;

/** `/registerInstructor`, step 2/2 for a supervisor (spec §2). */
export function RegisterSupervisorPage() {
  const navigate = useNavigate();
  const registration = useRegisterSupervisor();
  const [categoryAInfo, setCategoryAInfo] = useState(false);
  const gearboxName = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(SupervisorRegistrationSchema),
    mode: 'onTouched',
    defaultValues: {
      autotransmission: false,
      category: [],
      name: '',
      email: '',
      password: '',
      city: '' as never,
    },
  });

  const onSubmit = handleSubmit((input) =>
    registration.mutate(input, {
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
      <form onSubmit={onSubmit} noValidate>
        <fieldset className={styles.categories}>
          <legend>{t.gearbox}</legend>
          <Controller
            control={control}
            name="autotransmission"
            render={({ field }) => (
              <>
                <label className={styles.checkbox}>
                  <input
                    type="radio"
                    name={gearboxName}
                    checked={!field.value}
                    onChange={() => field.onChange(false)}
                    onBlur={field.onBlur}
                  />
                  {t.manual}
                </label>
                <label className={styles.checkbox}>
                  <input
                    type="radio"
                    name={gearboxName}
                    checked={field.value === true}
                    onChange={() => field.onChange(true)}
                    onBlur={field.onBlur}
                  />
                  {t.automatic}
                </label>
              </>
            )}
          />
        </fieldset>
        <fieldset
          className={styles.categories}
          aria-describedby={errors.category ? 'category-error' : undefined}
        >
          <legend>{t.category}</legend>
          {LICENCE_CATEGORIES.map((value) => (
            <label key={value} className={styles.checkbox}>
              <input type="checkbox" value={value} {...category} />
              {LICENCE_CATEGORY_LABELS[value]}
            </label>
          ))}
          {errors.category ? (
            <p id="category-error" className={styles.error} role="alert">
              {errors.category.message ?? errors.category.root?.message}
            </p>
          ) : null}
        </fieldset>
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
        <PasswordField
          label={t.password}
          autoComplete="new-password"
          error={errors.password?.message}
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
