/**
 * An order's e-mail and phone as anyone holding the order number may read them (the tracking page
 * says where the receipt went): enough for the shopper to recognise their own, too little to
 * contact them or to tell whose order it is (ADR 046).
 */
const HIDDEN = '•••';

/** "kofi.mensah@gmail.com" -> "k•••@gmail.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return HIDDEN;
  return `${email.slice(0, 1)}${HIDDEN}${email.slice(at)}`;
}

/** "+233 24 123 4567" -> "••• ••• 567": the last three digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length < 7 ? HIDDEN : `${HIDDEN} ${HIDDEN} ${digits.slice(-3)}`;
}
