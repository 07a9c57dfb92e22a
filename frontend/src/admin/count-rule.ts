/**
 * The rule of a whole-number field from `min` to `max`, said under the field. The fields leave out
 * InputNumber's own min and max, which quietly turn a typed 150 into 100 or -1 into 1 on leaving
 * the field: staff then save what they never typed.
 */
export function countRule(min: number, max: number, what: string) {
  return { type: 'integer' as const, min, max, message: `${what} is a whole number from ${min.toLocaleString('en-GH')} to ${max.toLocaleString('en-GH')}` };
}
