// The frame every account form has (login, quick login, recovery, registration, the user
// center's email and password cards): no browser validation (the contract's check speaks
// instead), the first invalid field focused through `formRef`, the form-level alert on top.
import type { BaseSyntheticEvent, ReactNode, RefObject } from 'react';
import { FormAlert } from '../../../components/field';

/** What the frame needs of `useAccountForm`. */
interface FramedForm<B> {
  formRef: RefObject<HTMLFormElement | null>;
  formError: string | null;
  onSubmit: (task: (body: B) => Promise<void>) => (e?: BaseSyntheticEvent) => Promise<void>;
}

/** A `gh-form` that hands the checked body to `onSubmit` and shows the form's own error above the fields. */
export function AccountForm<B>({
  form,
  onSubmit,
  children,
}: {
  form: FramedForm<B>;
  onSubmit: (body: B) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form ref={form.formRef} className="gh-form" noValidate onSubmit={(e) => void form.onSubmit(onSubmit)(e)}>
      <FormAlert message={form.formError} />
      {children}
    </form>
  );
}
