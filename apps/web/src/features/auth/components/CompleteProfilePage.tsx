import { zodResolver } from '../../../lib/zod-resolver.js';
import { messages, ProfileCompletionSchema, type ProfileCompletion } from '@ovningskort/domain';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.js';
import { Button } from '../../../components/Button.js';
import { Page } from '../../../components/Page.js';
import { PersonFields } from '../../../components/PersonFields.js';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session.js';
import { useCompleteProfile } from '../api/complete-profile.js';

const FormSchema = z.omit(ProfileCompletionSchema, { studentId: true });
type FormInput = z.input<typeof FormSchema>;
type Form = Omit<ProfileCompletion, 'studentId'>;
const CATEGORIES = ['CategoryB', 'CategoryA'] as const;
const { completeProfile, registerStudent } = messages.screens;

/** /moreinfoplz: what the provider did not tell us, asked once after the first sign-in. */
export function CompleteProfilePage() {
  const navigate = useNavigate();
  const { student } = useSession();
  const completion = useCompleteProfile();
  const { control, handleSubmit } = useForm<FormInput, unknown, Form>({
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
    <Page title={completeProfile.title}>
      <p>{completeProfile.lead}</p>
      <form onSubmit={onSubmit} noValidate>
        <PersonFields
          control={control}
          fields={[
            { field: 'category', legend: registerStudent.category, categories: CATEGORIES },
            {
              field: 'gearbox',
              legend: completeProfile.gearbox,
              labels: { manual: completeProfile.manual, automatic: completeProfile.automatic },
            },
            { field: 'city', label: registerStudent.city },
            { field: 'name', label: completeProfile.name },
          ]}
        />
        <Button type="submit" block disabled={completion.isPending}>
          {completeProfile.submit}
        </Button>
      </form>
    </Page>
  );
}
