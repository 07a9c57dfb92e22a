import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import type { useAdminListPage } from './admin-list-page';

interface AdminListToolbarProps {
  title: string;
  /** Rows matching the search, as the server counts them. */
  total: number;
  list: ReturnType<typeof useAdminListPage>;
  searchLabel: string;
  searchPlaceholder: string;
  showSearch?: boolean;
  /** Filters shown before the search box (the Orders tab's payment status). */
  children?: ReactNode;
}

/** The heading with its count and the server-side search box of the Orders and Support tabs. */
export function AdminListToolbar({ title, total, list, searchLabel, searchPlaceholder, showSearch = true, children }: AdminListToolbarProps) {
  return (
    <div className="admin-toolbar">
      <h2 className="admin-section-title">
        {title}
        {total > 0 ? <span className="admin-count">{total}</span> : null}
      </h2>
      <div className="admin-toolbar__controls">
        {children}
        {showSearch ? (
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden="true" />}
            className="admin-search"
            placeholder={searchPlaceholder}
            aria-label={searchLabel}
            maxLength={100}
            value={list.text}
            onChange={(event) => list.setText(event.target.value)}
          />
        ) : null}
      </div>
    </div>
  );
}
