import {
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type UseFormClearErrors,
  useController,
} from 'react-hook-form';

/**
 * The site's forms check on submit only, and a field's error goes away as soon as the guest edits that
 * field (the next submit checks again): react-hook-form's default would check the field again at every
 * key instead. `useForm({ ...CHECK_ON_SUBMIT, ... })` with its fields bound by `useFormField`.
 */
export const CHECK_ON_SUBMIT = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const;

/** What `useFormField` needs of the form (`useForm`'s return). */
export interface FieldForm<TValues extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed values
  control: Control<TValues, any, any>;
  clearErrors: UseFormClearErrors<TValues>;
}

/**
 * A field of the form bound to a react-aria field: `props` go on the field (`TextField`, `NumberField`,
 * `RadioGroup`…), `ref` on its focusable element (an error refused on submit puts the focus there),
 * `error` is its field error (`messageOf` reads its message). Editing the field drops its error.
 */
export function useFormField<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  form: FieldForm<TValues>,
  name: TName,
) {
  const { field, fieldState } = useController({ control: form.control, name });
  const onChange = (value: FieldPathValue<TValues, TName>) => {
    field.onChange(value);
    if (fieldState.error) form.clearErrors(name);
  };
  return {
    props: { name, value: field.value, onChange, onBlur: field.onBlur, isInvalid: fieldState.invalid },
    ref: field.ref,
    error: fieldState.error,
  };
}
