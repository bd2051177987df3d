import type {
  FieldErrors,
  FieldValues,
  Path,
  UseFormClearErrors,
  UseFormRegister,
} from "react-hook-form";

/**
 * Binds a text field to a react-hook-form form: its registration and its message, for TextField
 * and TextAreaField. Typing in the field clears its message.
 */
export function fieldBinder<Values extends FieldValues>(form: {
  register: UseFormRegister<Values>;
  clearErrors: UseFormClearErrors<Values>;
  formState: { errors: FieldErrors<Values> };
}) {
  return (name: Path<Values>) => {
    const error = form.formState.errors[name]?.message;
    return {
      ...form.register(name, { onChange: () => form.clearErrors(name) }),
      error: typeof error === "string" ? error : undefined,
    };
  };
}
