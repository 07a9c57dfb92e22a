import { ColumnOptions } from 'typeorm';

/** numeric(10,2): pg returns it as a string ("112.00"), which is how the API sends money. */
export const moneyColumn = (options: ColumnOptions = {}): ColumnOptions => ({
  type: 'numeric',
  precision: 10,
  scale: 2,
  ...options,
});

export const timestampColumn = { type: 'timestamptz' } as const;
