import { zodResolver } from '../../../lib/zod-resolver.js';
import {
  messages,
  StudentRegistrationFormSchema,
  type StudentRegistrationForm,
} from '@ovningskort/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.js';
import { Button } from '../../../components/Button.js';
import { Page } from '../../../components/Page.js';
import { PersonFields } from '../../../components/PersonFields.js';
import { paths } from '../../../config/paths.js';
import { useRegisterStudent } from '../api/register-student.js';
import { registrationFailureMessage } from './registration-errors.js';

const t = messages.screens.registerStudent;
const STUDENT_CATEGORIES = ['CategoryB', 'CategoryA'] as const;

export function RegisterStudentPage() {
  const navigate = useNavigate();
  const registration = useRegisterStudent();
  const { control, handleSubmit } = useForm<StudentRegistrationForm>({
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

  const [email, name, surname] = useWatch({ control, name: ['email', 'name', 'surname'] });
  const person = { email, name: `${name} ${surname}` };

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
        <PersonFields
          control={control}
          fields={[
            { field: 'name', label: t.name },
            { field: 'surname', label: t.surname },
            { field: 'email', label: t.email },
            { field: 'newPassword', label: t.password, person },
            { field: 'city', label: t.city },
            { field: 'category', legend: t.category, categories: STUDENT_CATEGORIES },
            {
              field: 'gearbox',
              legend: t.gearbox,
              labels: { manual: t.manual, automatic: t.automatic },
            },
          ]}
        />
        <p>{t.gearboxHint}</p>
        <Button type="submit" block disabled={registration.isPending}>
          {registration.isPending ? t.submitting : t.submit}
        </Button>
      </form>
    </Page>
  );
}
