import { zodResolver } from '../../../lib/zod-resolver.js';
import {
  type ChangeEmail,
  ChangeEmailSchema,
  ErrorCode,
  type LicenceCategory,
  messages,
  type UpdatePersonDetails,
} from '@ovningskort/domain';
import { accountScreens } from '../../../copy/account.js';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.js';
import { PersonFields } from '../../../components/PersonFields.js';
import { ApiError } from '../../../lib/api-client.js';
import type { Role } from '../../../lib/session.js';
import { useChangeEmail } from '../api/change-email.js';
import { useUpdateDetails, type DetailsChange } from '../api/update-details.js';
import { EditorActions } from './DetailRow.js';
import styles from './DetailsPage.module.css';
import { fieldResolver, type ObjectSchema } from './field-resolver.js';

const t = accountScreens.details;

export interface EditorProps {
  role: Role;
  userId: string;
  label: string;
  close: (notice?: string) => void;
}

/** A 400 says what is wrong in Swedish; anything else gets the spec's general text. */
function saveFailure(error: Error): string {
  return error instanceof ApiError && error.status === 400
    ? error.message
    : messages.details.failed;
}

/** Saves one field of the row; 'Uppdaterad!' and the row closes showing the new value. */
function useSaveField({ role, userId, close }: EditorProps) {
  const update = useUpdateDetails(role, userId);
  return {
    saving: update.isPending,
    save: (change: DetailsChange) =>
      update.mutate(change, {
        onSuccess: ({ message }) => {
          toast.success(message);
          close();
        },
        onError: (error) => toast.error(saveFailure(error)),
      }),
  };
}

/** Name, surname, personal number or phone: one text box. */
export function TextEditor({
  initial,
  schema,
  field,
  toChange,
  ...editor
}: EditorProps & {
  initial: string;
  schema: ObjectSchema;
  field: 'name' | 'surname' | 'pnr' | 'phone';
  toChange: (typed: string) => DetailsChange;
}) {
  const { save, saving } = useSaveField(editor);
  const { control, handleSubmit } = useForm<{ value: string }>({
    resolver: fieldResolver<string>(schema, field),
    mode: 'onTouched',
    defaultValues: { value: initial },
  });
  return (
    <form onSubmit={handleSubmit(({ value }) => save(toChange(value)))} noValidate>
      <PersonFields control={control} fields={[{ field, name: 'value', label: editor.label }]} />
      <EditorActions label={editor.label} saving={saving} onCancel={() => editor.close()} />
    </form>
  );
}

const CATEGORY_CHOICES = ['CategoryB', 'CategoryA'] as const;

export function CategoryEditor({
  initial,
  schema,
  ...editor
}: EditorProps & { initial: readonly LicenceCategory[]; schema: ObjectSchema }) {
  const { save, saving } = useSaveField(editor);
  const { control, handleSubmit } = useForm<{ value: LicenceCategory[] }>({
    resolver: fieldResolver<LicenceCategory[]>(schema, 'category'),
    defaultValues: {
      value: initial.filter((c) => (CATEGORY_CHOICES as readonly string[]).includes(c)),
    },
  });
  return (
    <form
      onSubmit={handleSubmit(({ value }) =>
        save({ body: { category: value }, saved: { category: value } }),
      )}
      noValidate
    >
      <PersonFields
        control={control}
        fields={[
          { field: 'category', name: 'value', legend: editor.label, categories: CATEGORY_CHOICES },
        ]}
      />
      <EditorActions label={editor.label} saving={saving} onCancel={() => editor.close()} />
    </form>
  );
}

export function CityEditor({
  initial,
  schema,
  ...editor
}: EditorProps & { initial: string; schema: ObjectSchema }) {
  const { save, saving } = useSaveField(editor);
  const { control, handleSubmit } = useForm<{ value: string }>({
    resolver: fieldResolver<string>(schema, 'city'),
    mode: 'onTouched',
    defaultValues: { value: initial },
  });
  return (
    <form
      onSubmit={handleSubmit(({ value }) =>
        save({ body: { city: value as UpdatePersonDetails['city'] }, saved: { city: value } }),
      )}
      noValidate
    >
      <PersonFields
        control={control}
        fields={[{ field: 'city', name: 'value', label: editor.label, match: 'substring' }]}
      />
      <EditorActions label={editor.label} saving={saving} onCancel={() => editor.close()} />
    </form>
  );
}

/**
 * A new e-mail address needs the password, and takes effect only once the link sent to it
 * is followed; the row says so.
 */
export function EmailEditor(editor: EditorProps) {
  const change = useChangeEmail(editor.role, editor.userId);
  const { control, handleSubmit, setError } = useForm<ChangeEmail>({
    resolver: zodResolver(ChangeEmailSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: ({ message }) => editor.close(message),
      onError: (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.WRONG_PASSWORD) {
          setError('password', { message: error.message }, { shouldFocus: true });
        }
        toast.error(
          error instanceof ApiError && error.status === 503 ? error.message : saveFailure(error),
        );
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <p className={styles.help}>{t.emailHelp}</p>
      <PersonFields
        control={control}
        fields={[
          { field: 'email', label: t.newEmail },
          { field: 'currentPassword', name: 'password', label: t.password },
        ]}
      />
      <EditorActions
        label={editor.label}
        saving={change.isPending}
        onCancel={() => editor.close()}
      />
    </form>
  );
}
