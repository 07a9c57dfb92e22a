import { Grid, Skeleton, Table, type TableProps } from 'antd';

/*
 * Below antd's md breakpoint (768 px) the admin tables show each row as a card (admin.css,
 * .admin-table--cards): a phone never scrolls a table sideways with the status control off-screen.
 * The table stays one DOM (the same rows, buttons and labels at every width); only its layout and
 * the sideways-scroll width change.
 */

/**
 * A column's place in its card: the class admin.css styles it by, the grid area its table's card
 * template names (ignored while the row is a table row) and, when given, the caption the card
 * shows above the cell in place of the hidden column header (CSS reads it from data-label).
 */
export function cardCell(area: string, label?: string) {
  return {
    className: `admin-col-${area}`,
    onCell: () => ({ style: { gridArea: area }, ...(label ? { 'data-label': label } : {}) }) as React.HTMLAttributes<HTMLElement>,
  };
}

interface CardTableProps<T> extends Pick<TableProps<T>, 'columns' | 'dataSource' | 'rowClassName'> {
  /** The table's own class, whose card template lays out its cells (admin.css). */
  className: string;
  /** The table's width at md and up, scrolled sideways when the screen is narrower. */
  scrollWidth: number;
  query: { isPending: boolean; isFetching: boolean; isError: boolean };
  texts: { failed: string; empty: string };
  paging: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
}

/**
 * An admin table whose rows are one server page, shown as cards on a phone: the rows' shape while
 * the first page loads (not 'No … yet'), dimmed rows while another loads, what went wrong, and the pages.
 */
export function CardTable<T extends { id: string }>({ className, scrollWidth, query, texts, paging, ...table }: CardTableProps<T>) {
  const cards = !Grid.useBreakpoint().md;
  return (
    <Table<T>
      rowKey="id"
      className={`admin-table admin-table--cards ${className}`}
      {...table}
      loading={query.isFetching && !query.isPending}
      locale={{ emptyText: query.isPending ? <Skeleton active paragraph={{ rows: 5 }} /> : query.isError ? texts.failed : texts.empty }}
      pagination={{ ...paging, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={cards ? undefined : { x: scrollWidth }}
    />
  );
}
