/** The first field at fault gets the focus, so a keyboard or screen-reader user lands on it. */
export function focusFirstInvalid(form: HTMLFormElement | null, names: readonly string[], errors: Partial<Record<string, unknown>>): void {
  const first = names.find((name) => errors[name]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
