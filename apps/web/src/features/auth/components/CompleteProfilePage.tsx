import { zodResolver } from '../../../lib/zod-resolver.js';
import { messages, ProfileCompletionSchema, type ProfileCompletion } from '@ovningskort/domain';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.js';
import { Button } from '../../../components/Button.js';
import { CategoryChoices, GearboxChoices } from '../../../components/ChoiceFieldset.js';
import { TextField } from '../../../components/Field.js';
import { MunicipalityCombobox } from '../../../components/MunicipalityCombobox.js';
import { Page } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session.js';
import { useCompleteProfile } from '../api/complete-profile.js';

const FormSchema = z.omit(ProfileCompletionSchema, { studentId: true });
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
        <CategoryChoices
          legend={messages.screens.registerStudent.category}
          categories={CATEGORIES}
          error={errors.category?.message ?? errors.category?.root?.message}
          input={register('category')}
        />
        <Controller
          control={control}
          name="autotransmission"
          render={({ field, fieldState }) => (
            <GearboxChoices
              legend={messages.screens.completeProfile.gearbox}
              labels={{
                manual: messages.screens.completeProfile.manual,
                automatic: messages.screens.completeProfile.automatic,
              }}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
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
