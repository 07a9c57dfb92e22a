import { ValidateBy, ValidationOptions } from 'class-validator';

/**
 * Characters no shopper types but that change what staff and other shoppers see: C0 and C1
 * controls (ESC starts terminal sequences in logs, BEL, NUL), DEL, the Unicode line and paragraph
 * separators, and the bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) that
 * make "gnp.exe" read as "exe.png" or reorder an address on an admin screen.
 */
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** The same, except the line breaks and tabs a textarea sends: \n, \r\n and \t (a lone \r is refused). */
const CONTROL_OR_BIDI_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;

export const isSingleLineText = (value: unknown): boolean => typeof value !== 'string' || !CONTROL_OR_BIDI.test(value);
export const isMultiLineText = (value: unknown): boolean => typeof value !== 'string' || !CONTROL_OR_BIDI_BUT_LINE_BREAKS.test(value);

const textRule = (name: string, validate: (value: unknown) => boolean, message: string) => (options?: ValidationOptions) =>
  ValidateBy({ name, validator: { validate, defaultMessage: () => message } }, options);

/**
 * Every string field of every DTO carries one of these two (a test walks the DTOs to hold us to
 * it). Non-strings pass, for @IsString to name.
 */
export const SingleLine = textRule('singleLine', isSingleLineText, '$property must be a single line of text, without control or text-direction characters');

/** For textareas: messages, comments, descriptions and notes may hold line breaks and tabs, nothing else unseen. */
export const MultiLine = textRule('multiLine', isMultiLineText, '$property may hold line breaks and tabs but no other control or text-direction characters');
