import type { UserDto } from '../../api/generated/model';
import type { ApiResponse } from '../../api/http';
import { usePageTitle } from '../../lib/use-page-title';
import { useSignInPage } from '../../lib/use-signed-in';
import { useAuthForm } from './auth-field';

/** The request that signs a visitor in (login, or sign-up, which signs the new account in). */
interface SignInMutation<V> {
  isPending: boolean;
  mutate: (variables: V, callbacks: { onSuccess: (response: ApiResponse<UserDto>) => void; onError: (error: unknown) => void }) => void;
}

/**
 * What the login and sign-up pages share around their fields: the tab title, ?next= and where a
 * signed-in visitor goes instead, the form's state, and sending it once its own checks pass.
 */
export function useAuthPage<F extends string, V>(title: string, empty: Record<F, string>, mutation: SignInMutation<V>) {
  usePageTitle(title);
  const { next, leaveTo, signedIn } = useSignInPage();
  const form = useAuthForm(empty);

  /**
   * Sends `variables` unless `errors` holds any (then they show beside their fields). A failure
   * `explain` words itself returns true; any other goes beside its fields or above the form.
   */
  const send = (errors: Partial<Record<F, string>>, variables: V, explain: (error: unknown) => boolean) => {
    form.setFormError(null);
    if (form.showFieldErrors(errors)) return;
    mutation.mutate(variables, {
      onSuccess: signedIn,
      onError: (error) => {
        if (!explain(error)) form.showServerError(error);
      },
    });
  };

  return { ...form, title, next, leaveTo, busy: mutation.isPending, send };
}

/** What the card around the form reads from the page. */
export type AuthPage = Pick<ReturnType<typeof useAuthPage>, 'title' | 'formError' | 'formRef' | 'busy'>;
