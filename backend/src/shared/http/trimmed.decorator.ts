import { Transform } from 'class-transformer';

/**
 * Trims a text field before class-validator sees it, so length rules judge what will be stored:
 * twelve spaces and an 'x' are one character, not thirteen. Never for passwords, whose spaces count.
 * Non-strings pass untouched for @IsString to refuse. Stacked @Transform decorators run top to
 * bottom, so put this one above any that reads the trimmed value.
 */
export const Trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
