import { zodResolver } from '../../../lib/zod-resolver.js';
import {
  messages,
  StudentRegistrationFormSchema,
  type StudentRegistrationForm,
} from '@ovningskort/domain';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.js';
import { Button } from '../../../components/Button.js';
import { CategoryChoices, GearboxChoices } from '../../../components/ChoiceFieldset.js';
import { PasswordField, TextField } from '../../../components/Field.js';
import { PasswordStrength } from '../../../components/password-strength/PasswordStrength.js';
import { MunicipalityCombobox } from '../../../components/MunicipalityCombobox.js';
import { Page } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import { useRegisterStudent } from '../api/register-student.js';
import { registrationFailureMessage } from './registration-errors.js';

const t = messages.screens.registerStudent;
const STUDENT_CATEGORIES = ['CategoryB', 'CategoryA'] as const;

export function RegisterStudentPage() {
  const navigate = useNavigate();
  const registration = useRegisterStudent();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<StudentRegistrationForm>({
    resolver: zodResolver(StudentRegistrationFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      surname: '',
      email: '',
      password: '',
      city: '' as never,
      category: [],
    },
  });

  const [password, email, name, surname] = useWatch({
    control,
    name: ['password', 'email', 'name', 'surname'],
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

  return (
    <Page title={t.title} step={t.step}>
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
        <CategoryChoices
          legend={t.category}
          categories={STUDENT_CATEGORIES}
          error={errors.category?.message ?? errors.category?.root?.message}
          input={register('category')}
        />
        <Controller
          control={control}
          name="autotransmission"
          render={({ field, fieldState }) => (
            <GearboxChoices
              legend={t.gearbox}
              labels={{ manual: t.manual, automatic: t.automatic }}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <p>{t.gearboxHint}</p>
        <Button type="submit" block disabled={registration.isPending}>
          {registration.isPending ? t.submitting : t.submit}
        </Button>
      </form>
    </Page>
  );
}
