"use client";

import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from "react-hook-form";
import type { ZodMiniObject } from "zod/mini";
import { prepareToasts, toast } from "@/components/toast";
import type { ActionResult } from "@/lib/shared/action-result";
import type { ToastText } from "@/lib/shared/form-messages";
import { applyFieldErrors } from "./apply-field-errors";
import { fieldBinder } from "./field-binder";
import { focusFirstField } from "./focus-first-field";

export type ActionFailure = Extract<ActionResult<unknown>, { ok: false }>;

type Options<Values extends FieldValues, Data> = {
  defaultValues: Values;
  /**
   * The form's zod schema, loaded on first focus or submit. Without it (or offline, when it
   * cannot load) the server action validates the same schema and answers field by field.
   */
  schema?: () => Promise<ZodMiniObject>;
  /** Raised when the schema refuses the values: this title over the first problem's message. */
  invalidTitle?: string;
  send: (values: Values) => Promise<ActionResult<Data>>;
  /**
   * The success toast; a function of the values sent when it names what was chosen; null when
   * the form shows the answer itself (onSent).
   */
  sent: ToastText | ((values: Values) => ToastText) | null;
  onSent?: (data: Data) => void;
  /**
   * The toast for a refusal or failure (`failure` is null when the action could not be reached
   * at all); `null` for none, when the messages at the fields say it all.
   */
  failed: (failure: ActionFailure | null) => ToastText | null;
};

/**
 * What every public form does on submit, whatever it looks like: validation with the action's
 * schema, a pending state, the action call, toasts for the outcome, the server's field messages
 * under their fields, and a reset after success. Typing in a field clears its message.
 */
export function useActionForm<Values extends FieldValues, Data = undefined>(
  options: Options<Values, Data>,
) {
  const resolver = options.schema ? lazyResolver<Values>(options.schema) : undefined;
  const form = useForm<Values, unknown, Values>({
    defaultValues: options.defaultValues as DefaultValues<Values>,
    resolver: resolver?.validate,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  const { setError, reset, formState } = form;

  const onSubmit = form.handleSubmit(
    async (values, event) => {
      const formElement = event?.target instanceof HTMLFormElement ? event.target : null;
      const result = await options.send(values).catch(() => null);
      if (result?.ok) {
        const sent = typeof options.sent === "function" ? options.sent(values) : options.sent;
        if (sent) toast.success(sent.title, { description: sent.description });
        reset(options.defaultValues);
        options.onSent?.(result.data);
        return;
      }
      if (result?.reason === "validation") {
        applyFieldErrors(setError, result.fieldErrors);
        focusFirstField(formElement, result.fieldErrors);
      }
      const failure = options.failed(result);
      if (failure) toast.error(failure.title, { description: failure.description });
    },
    (errors) => {
      if (!options.invalidTitle) return;
      toast.error(options.invalidTitle, {
        description: firstMessage(errors, Object.keys(options.defaultValues)),
      });
    },
  );

  return {
    form,
    errors: formState.errors,
    submitting: formState.isSubmitting,
    onSubmit,
    /** A text field's registration and message (field-binder.ts). */
    field: fieldBinder(form),
    /** On first focus: the toast region (so screen readers hear toasts) and the schema. */
    onFocus: () => {
      prepareToasts();
      resolver?.preload();
    },
  };
}

/** The message of the first field in form order that has one. */
function firstMessage(errors: FieldErrors, order: string[]): string | undefined {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === "string" && message) return message;
  }
  return undefined;
}

const loaded = new WeakMap<() => Promise<ZodMiniObject>, Promise<Resolver<FieldValues>>>();

function lazyResolver<Values extends FieldValues>(schema: () => Promise<ZodMiniObject>) {
  const load = () => {
    let resolver = loaded.get(schema);
    if (!resolver) {
      resolver = Promise.all([import("./schema-resolver"), schema()]).then(
        ([module, zodSchema]) => module.schemaResolver(zodSchema) as Resolver<FieldValues>,
      );
      // A failed load (offline) is tried again on the next submit.
      resolver.catch(() => loaded.delete(schema));
      loaded.set(schema, resolver);
    }
    return resolver;
  };
  const validate: Resolver<Values, unknown, Values> = async (values, context, options) => {
    const resolve = await load().catch(() => null);
    if (!resolve) return { values, errors: {} };
    return (resolve as unknown as Resolver<Values, unknown, Values>)(values, context, options);
  };
  return { validate, preload: () => void load().catch(() => undefined) };
}

/** The form's own failure text, except that the hourly limit's message is shown as it is. */
export function rateLimitedOr(failure: ActionFailure | null, text: ToastText): ToastText {
  return failure?.reason === "rate_limited" ? { ...text, description: failure.message } : text;
}
