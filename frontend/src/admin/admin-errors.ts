import { App } from 'antd';
import { useCallback, useEffect } from 'react';
import { isUnauthorizedError } from '../api/http';
import { errorBody, errorMessage, errorStatus } from '../lib/api-error';
import { goToServerPage, SERVER_LOGIN_PATH } from '../lib/browser-location';
import { useDrawerFeedback } from './drawer-feedback';

/** SPEC §9 "Timings": unauthorized redirect after 500 ms. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** SPEC §6: a 401 (an error starting '401: ' that mentions Unauthorized) means the session is gone. */
export function isAuthFailure(error: unknown): boolean {
  return errorStatus(error) === 401 || isUnauthorizedError(error);
}

// One redirect for the whole console, however many calls fail at once.
let pendingRedirect: ReturnType<typeof setTimeout> | null = null;

/** SPEC §8 Admin "Unauthorized": the toast, then the browser goes to /api/login after 500 ms. */
export function useUnauthorizedRedirect(): () => void {
  const { notification } = App.useApp();
  return useCallback(() => {
    if (pendingRedirect) return;
    notification.error({ key: 'unauthorized', message: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    pendingRedirect = setTimeout(() => {
      pendingRedirect = null;
      goToServerPage(SERVER_LOGIN_PATH);
    }, UNAUTHORIZED_REDIRECT_MS);
  }, [notification]);
}

/**
 * A failed admin change: 401 signs in again; anything else is a destructive toast with the SPEC §8
 * title ('Error updating order', ...) and the server's own sentence, said inside a drawer when the
 * change was made in one (a toast covered a phone's drawer header).
 */
export function useAdminErrorToast(): (error: unknown, title: string) => void {
  const { notification } = App.useApp();
  const inDrawer = useDrawerFeedback();
  const unauthorized = useUnauthorizedRedirect();
  return useCallback(
    (error: unknown, title: string) => {
      if (isAuthFailure(error)) unauthorized();
      else if (inDrawer) inDrawer({ type: 'error', message: title, description: errorMessage(error) });
      else notification.error({ message: title, description: errorMessage(error) });
    },
    [notification, inDrawer, unauthorized],
  );
}

/** A failed admin read that means "signed out" sends the browser to log in, like a failed change. */
export function useSignInAgainOn(...errors: unknown[]): void {
  const unauthorized = useUnauthorizedRedirect();
  const signedOut = errors.some(isAuthFailure);
  useEffect(() => {
    if (signedOut) unauthorized();
  }, [signedOut, unauthorized]);
}

/** SPEC §8 success messages are plain green toasts; in a drawer, a green note at the top of its body. */
export function useAdminSuccessToast(): (message: string) => void {
  const { notification } = App.useApp();
  const inDrawer = useDrawerFeedback();
  return useCallback((message: string) => (inDrawer ? inDrawer({ type: 'success', message }) : notification.success({ message })), [notification, inDrawer]);
}

/**
 * A 400's messages as antd form fields, for the fields the form has: 'socialLinks.0.url' stands
 * at ['socialLinks', 0, 'url'].
 */
export function formFieldErrors(error: unknown, known: readonly string[]): { name: (string | number)[]; errors: string[] }[] {
  return Object.entries(errorBody(error)?.fields ?? {})
    .map(([path, errors]) => ({ name: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), errors }))
    .filter((field) => known.includes(String(field.name[0])));
}
