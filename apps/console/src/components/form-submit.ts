// An editor form's submit, as the console's editors do it: the form's own check (the contract's
// schema, docs/decisions/0018-forms-on-react-hook-form.md), then the request; on success a toast
// says what was done and the editor closes, on a refusal the API's reason is the form's error line.
import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, SubmitErrorHandler, UseFormReturn } from 'react-hook-form';
import { errorText } from '../lib/errors';
import { useT, type TFunction } from '../lib/i18n';
import { useToast } from './toast';

/**
 * `send` makes the request; `saved` is what the toast then says (or makes it from the answer and
 * what was sent). `onDone` closes the editor, `onInvalid` runs when the form's own check fails,
 * `refusal` words a failed request (errorText unless the editor has its own sentences).
 */
export function useFormSubmit<V extends FieldValues, O, A>(
  form: UseFormReturn<V, unknown, O>,
  send: (body: O) => Promise<A>,
  {
    saved,
    onDone,
    onInvalid,
    refusal = errorText,
  }: {
    saved: string | ((answer: A, body: O) => string);
    onDone?: (answer: A) => void;
    onInvalid?: SubmitErrorHandler<V>;
    refusal?: (t: TFunction, err: unknown) => string;
  },
): (e?: BaseSyntheticEvent) => void {
  const t = useT();
  const toast = useToast();
  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await send(body);
      toast.success(typeof saved === 'string' ? saved : saved(answer, body));
      onDone?.(answer);
    } catch (err) {
      form.setError('root', { message: refusal(t, err) });
    }
  }, onInvalid);
  return (e) => void submit(e);
}
