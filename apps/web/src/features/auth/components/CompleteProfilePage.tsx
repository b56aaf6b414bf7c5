import { zodResolver } from '@hookform/resolvers/zod';
import {
  LICENCE_CATEGORY_LABELS,
  messages,
  ProfileCompletionSchema,
  type ProfileCompletion,
} from '@ovningskort/domain';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/Button.js';
import { TextField } from '../../../components/Field.js';
import { MunicipalityCombobox } from '../../../components/MunicipalityCombobox.js';
import { Page } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session.js';
import { useCompleteProfile } from '../api/complete-profile.js';
import styles from './RegisterStudentPage.module.css';

const FormSchema = ProfileCompletionSchema.omit({ studentId: true });
type FormInput = z.input<typeof FormSchema>;
type Form = Omit<ProfileCompletion, 'studentId'>;
const CATEGORIES = ['CategoryB', 'CategoryA'] as const;

/** /moreinfoplz: what the provider did not tell us, asked once after the first sign-in. */
export function CompleteProfilePage() {
  const navigate = useNavigate();
  const { student } = useSession();
  const completion = useCompleteProfile();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, Form>({
    resolver: zodResolver(FormSchema),
    mode: 'onTouched',
    defaultValues: { name: student?.name ?? '', city: '', category: [] },
  });

  if (!student) return null;

  const onSubmit = handleSubmit(
    (input) =>
      completion.mutate(
        { ...input, studentId: student.id },
        {
          onSuccess: () => {
            toast.success(messages.registration.completed);
            void navigate(paths.home, { replace: true });
          },
          onError: () => toast.error(messages.completion.checkDetails),
        },
      ),
    () => toast.error(messages.completion.checkDetails),
  );

  return (
    <Page title={messages.screens.completeProfile.title}>
      <p>{messages.screens.completeProfile.lead}</p>
      <form onSubmit={onSubmit} noValidate>
        <fieldset className={styles.categories}>
          <legend>{messages.screens.registerStudent.category}</legend>
          {CATEGORIES.map((category) => (
            <label key={category} className={styles.checkbox}>
              <input type="checkbox" value={category} {...register('category')} />
              {LICENCE_CATEGORY_LABELS[category]}
            </label>
          ))}
          {errors.category ? (
            <p className={styles.error} role="alert">
              {errors.category.message ?? errors.category.root?.message}
            </p>
          ) : null}
        </fieldset>
        <Controller
          control={control}
          name="autotransmission"
          render={({ field, fieldState }) => (
            <fieldset className={styles.categories}>
              <legend>{messages.screens.completeProfile.gearbox}</legend>
              {[
                [false, messages.screens.completeProfile.manual],
                [true, messages.screens.completeProfile.automatic],
              ].map(([value, label]) => (
                <label key={String(value)} className={styles.checkbox}>
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                  />
                  {label}
                </label>
              ))}
              {fieldState.error ? (
                <p className={styles.error} role="alert">
                  {fieldState.error.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
        <Controller
          control={control}
          name="city"
          render={({ field, fieldState }) => (
            <MunicipalityCombobox
              label={messages.screens.registerStudent.city}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label={messages.screens.completeProfile.name}
          autoComplete="given-name"
          error={errors.name?.message}
          {...register('name')}
        />
        <Button type="submit" block disabled={completion.isPending}>
          {messages.screens.completeProfile.submit}
        </Button>
      </form>
    </Page>
  );
}
