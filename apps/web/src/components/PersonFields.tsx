import type { LicenceCategory, PasswordOwner } from '@ovningskort/domain';
import type { ChangeEvent } from 'react';
import {
  get,
  useController,
  useFormState,
  useWatch,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { CategoryChoices, GearboxChoices } from './ChoiceFieldset.js';
import { PasswordField, TextField } from './Field.js';
import { MunicipalityCombobox } from './MunicipalityCombobox.js';
import { PasswordStrength } from './password-strength/PasswordStrength.js';

/**
 * The form value each kind of field edits unless told otherwise (the domain schemas' names).
 * A form whose value is named differently (a details row's one `value`, the password change's
 * `newPass`) says so with `name`.
 */
const defaultNames = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  pnr: 'pnr',
  phone: 'phone',
  currentPassword: 'currentPassword',
  newPassword: 'password',
  repeatPassword: 'repeat',
  city: 'city',
  category: 'category',
  gearbox: 'autotransmission',
} as const;

type Kind = keyof typeof defaultNames;

/** `name` may be left out where the form has the kind's own value; otherwise it is required. */
type Bound<T extends FieldValues, K extends Kind> =
  (typeof defaultNames)[K] extends FieldPath<T> ? { name?: FieldPath<T> } : { name: FieldPath<T> };

/** A change of the field, as react-hook-form's register() takes it (e.g. to check another field). */
type OnChange = (event: ChangeEvent<HTMLInputElement>) => void;

/** One member per kind (a union of kinds is spread out), each with its own default name. */
type Spec<T extends FieldValues, K extends Kind, Options> = K extends Kind
  ? { field: K } & Options & Bound<T, K>
  : never;

/**
 * One field of a person's details, in the order the form shows it. Each kind is wired in one
 * place below: its control, autocomplete, error and screen-reader links; a form chooses which
 * fields it has, their labels, and what differs (the strength hint's person, the categories).
 */
export type PersonField<T extends FieldValues> =
  /** Förnamn (given-name), Efternamn (family-name), e-mail, personal number, phone: a text box. */
  | Spec<T, 'name' | 'surname' | 'email' | 'pnr' | 'phone', { label: string; onChange?: OnChange }>
  | Spec<T, 'currentPassword', { label: string; onChange?: OnChange }>
  /** A new password with its strength hint, checked against the person's own words. */
  | Spec<T, 'newPassword', { label: string; person: PasswordOwner; onChange?: OnChange }>
  | Spec<T, 'repeatPassword', { label: string; onChange?: OnChange }>
  /** Kommun: Sweden's municipalities suggested as one types. */
  | Spec<T, 'city', { label: string; match?: 'prefix' | 'substring' }>
  | Spec<
      T,
      'category',
      { legend: string; categories: readonly LicenceCategory[]; onChange?: OnChange }
    >
  /** Manual or automatic gearbox (the form value is autotransmission). */
  | Spec<T, 'gearbox', { legend: string; labels: { manual: string; automatic: string } }>;

/**
 * The fields of a person's details – registration, profile completion, 'Dina uppgifter', the
 * password screens – written once: a form lists the ones it has, in its order, and passes its
 * react-hook-form `control`. Renders the fields only (no wrapper), so the form's layout is its own.
 */
export function PersonFields<T extends FieldValues, C, O>({
  control,
  fields,
}: {
  control: Control<T, C, O>;
  fields: readonly PersonField<NoInfer<T>>[];
}) {
  // The fields below name their value as a string: the types above checked it against T.
  const form = control as unknown as Control;
  return fields.map((spec) => {
    const name = spec.name ?? defaultNames[spec.field];
    return (
      <OneField key={name} control={form} name={name} spec={spec as PersonField<FieldValues>} />
    );
  });
}

type FieldProps = { control: Control; name: string };

function OneField({ spec, ...field }: FieldProps & { spec: PersonField<FieldValues> }) {
  switch (spec.field) {
    case 'name':
      return (
        <Text {...field} label={spec.label} onChange={spec.onChange} autoComplete="given-name" />
      );
    case 'surname':
      return (
        <Text {...field} label={spec.label} onChange={spec.onChange} autoComplete="family-name" />
      );
    case 'email':
      return (
        <Text
          {...field}
          label={spec.label}
          onChange={spec.onChange}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      );
    case 'pnr':
      return (
        <Text
          {...field}
          label={spec.label}
          onChange={spec.onChange}
          inputMode="numeric"
          autoComplete="off"
        />
      );
    case 'phone':
      return (
        <Text
          {...field}
          label={spec.label}
          onChange={spec.onChange}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      );
    case 'currentPassword':
      return (
        <Password
          {...field}
          label={spec.label}
          onChange={spec.onChange}
          autoComplete="current-password"
        />
      );
    case 'newPassword':
      return (
        <NewPassword {...field} label={spec.label} onChange={spec.onChange} person={spec.person} />
      );
    case 'repeatPassword':
      return (
        <Password
          {...field}
          label={spec.label}
          onChange={spec.onChange}
          autoComplete="new-password"
        />
      );
    case 'city':
      return <City {...field} label={spec.label} match={spec.match} />;
    case 'category':
      return (
        <Category
          {...field}
          legend={spec.legend}
          categories={spec.categories}
          onChange={spec.onChange}
        />
      );
    case 'gearbox':
      return <Gearbox {...field} legend={spec.legend} labels={spec.labels} />;
  }
}

/** The field's error message (an array's own or its root's), re-rendering this field only. */
function useFieldError(control: Control, name: string): string | undefined {
  const { errors } = useFormState({ control, name, exact: true });
  const error = get(errors, name) as FieldError | undefined;
  return error?.message ?? error?.root?.message;
}

type TextProps = FieldProps & {
  label: string;
  onChange: OnChange | undefined;
  type?: 'email' | 'tel';
  inputMode?: 'email' | 'numeric' | 'tel';
  autoComplete: string;
};

function Text({ control, name, label, onChange, ...input }: TextProps) {
  const error = useFieldError(control, name);
  return (
    <TextField
      label={label}
      {...input}
      error={error}
      {...control.register(name, onChange ? { onChange } : undefined)}
    />
  );
}

type PasswordProps = FieldProps & { label: string; onChange: OnChange | undefined };

function Password({
  control,
  name,
  label,
  onChange,
  autoComplete,
}: PasswordProps & { autoComplete: 'current-password' | 'new-password' }) {
  const error = useFieldError(control, name);
  return (
    <PasswordField
      label={label}
      autoComplete={autoComplete}
      error={error}
      {...control.register(name, onChange ? { onChange } : undefined)}
    />
  );
}

function NewPassword({
  control,
  name,
  label,
  onChange,
  person,
}: PasswordProps & { person: PasswordOwner }) {
  const error = useFieldError(control, name);
  const typed = useWatch({ control, name }) as string | undefined;
  return (
    <PasswordField
      label={label}
      autoComplete="new-password"
      error={error}
      hint={<PasswordStrength password={typed ?? ''} person={person} />}
      {...control.register(name, onChange ? { onChange } : undefined)}
    />
  );
}

function City({
  control,
  name,
  label,
  match,
}: FieldProps & { label: string; match: 'prefix' | 'substring' | undefined }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <MunicipalityCombobox
      label={label}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      match={match}
    />
  );
}

function Category({
  control,
  name,
  legend,
  categories,
  onChange,
}: FieldProps & {
  legend: string;
  categories: readonly LicenceCategory[];
  onChange: OnChange | undefined;
}) {
  const error = useFieldError(control, name);
  return (
    <CategoryChoices
      legend={legend}
      categories={categories}
      error={error}
      input={control.register(name, onChange ? { onChange } : undefined)}
    />
  );
}

function Gearbox({
  control,
  name,
  legend,
  labels,
}: FieldProps & { legend: string; labels: { manual: string; automatic: string } }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <GearboxChoices
      legend={legend}
      labels={labels}
      value={field.value as boolean | undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
