/** +233241234567 as Ghanaians write it (024 123 4567); other countries stay in E.164. */
export function displayPhone(e164: string): string {
  const ghana = /^\+233(\d{2})(\d{3})(\d{4})$/.exec(e164);
  return ghana ? `0${ghana[1]} ${ghana[2]} ${ghana[3]}` : e164;
}
