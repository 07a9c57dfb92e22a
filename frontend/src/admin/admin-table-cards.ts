import { Grid } from 'antd';

/*
 * Below antd's md breakpoint (768 px) the admin tables show each row as a card (admin.css,
 * .admin-table--cards): a phone never scrolls a table sideways with the status control off-screen.
 * The table stays one DOM (the same rows, buttons and labels at every width); only its layout and
 * the sideways-scroll width change.
 */

/** True while the rows are cards: the table then gets no fixed scroll width. */
export function useCardRows(): boolean {
  return !Grid.useBreakpoint().md;
}

/** A cell's caption in card layout (its column header is hidden there), shown by CSS from data-label. */
export function cardLabel(label: string) {
  return () => ({ 'data-label': label }) as React.HTMLAttributes<HTMLElement>;
}
