/**
 * How every admin form holds its values (react-hook-form): checked on submit only, through the form's
 * resolver; a field's error clears as soon as the field is edited and is checked again at the next submit
 * (not while typing); a submit while one is under way does nothing.
 */
import type { FormEvent } from 'react';
import {
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type RefCallBack,
  type SubmitHandler,
  type UseFormClearErrors,
  type UseFormProps,
  useController,
  useForm,
} from 'react-hook-form';

/**
 * `useForm` with the admin's options (focus moves to the first field to fix only when `shouldFocusError`
 * says so), plus `submitWith(onValid)` for the form's `onSubmit`.
 */
export function useAdminForm<TValues extends FieldValues, TOutput = TValues>(
  props: UseFormProps<TValues, unknown, TOutput>,
) {
  const form = useForm<TValues, unknown, TOutput>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...props,
  });
  const { isSubmitting } = form.formState;
  const submitWith = (onValid: SubmitHandler<TOutput>) => (event: FormEvent) => {
    if (isSubmitting) return event.preventDefault();
    void form.handleSubmit(onValid)(event);
  };
  return { ...form, submitWith };
}

/** What one of the admin's field components takes from the form for one value. */
export interface BoundField<V> {
  value: V;
  onChange(value: V): void;
  /** The field's error (a message id or a service's text, shown through `t.known`). */
  errorMessage: string | undefined;
  /** The focusable element, for the focus after a refused submit. */
  fieldRef: RefCallBack;
}

/** What binding a field needs of a form (e.g. to hand the form to a component holding some of its fields). */
export interface BindableForm<TValues extends FieldValues, TOutput = TValues> {
  control: Control<TValues, unknown, TOutput>;
  clearErrors: UseFormClearErrors<TValues>;
}

/**
 * Binds a form value to a field component (`<TextField {...useBoundField(form, 'name')} />`). Bind the
 * fields in their order on screen: the focus after a refused submit goes to the first one bound.
 */
export function useBoundField<TValues extends FieldValues, TName extends Path<TValues>, TOutput = TValues>(
  form: BindableForm<TValues, TOutput>,
  name: TName,
) {
  const { field, fieldState } = useController({ control: form.control, name });
  const bound: BoundField<PathValue<TValues, TName>> = {
    value: field.value,
    onChange: (value) => {
      field.onChange(value);
      if (fieldState.error) form.clearErrors(name);
    },
    errorMessage: fieldState.error?.message,
    fieldRef: field.ref,
  };
  return bound;
}
