import { SearchOutlined } from '@ant-design/icons';
import { Input, Select } from 'antd';
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
  /** ListFilters, shown before the search box. */
  children?: ReactNode;
}

/** The heading with its count and the server-side search box of the admin lists. */
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

interface ListFilterProps<V extends string> {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
  list: ReturnType<typeof useAdminListPage>;
}

/** A filter of an admin list, shown before its search box: another filter, another count of pages, so back to page 1. */
export function ListFilter<V extends string>({ label, value, options, onChange, list }: ListFilterProps<V>) {
  return (
    <Select<V>
      value={value}
      options={options}
      onChange={(next) => {
        onChange(next);
        list.setPage(1);
      }}
      aria-label={label}
      virtual={false}
      className="admin-list-filter"
    />
  );
}
