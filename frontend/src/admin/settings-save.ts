import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { formFieldErrors, useAdminErrorToast, useAdminSuccessToast } from './admin-errors';

/**
 * Saving one of the Settings tab's forms (store details, a policy page). `saved` caches the
 * server's answer under the query it answers, so the storefront in this tab shows it at once, then
 * toasts `message`; `failed` toasts under `failedTitle` and puts a 400's messages beside the form's `fields`.
 */
export function useSettingsSave(form: FormInstance, fields: readonly string[], failedTitle: string) {
  const queryClient = useQueryClient();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  return {
    saved: (queryKey: QueryKey, response: unknown, message: string) => {
      queryClient.setQueryData(queryKey, response);
      showSuccess(message);
    },
    failed: (error: unknown) => {
      showError(error, failedTitle);
      form.setFields(formFieldErrors(error, fields) as Parameters<typeof form.setFields>[0]);
    },
  };
}
