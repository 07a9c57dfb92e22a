import { Select, type RefSelectProps } from 'antd';
import { forwardRef, type ForwardedRef, type HTMLAttributes, type ReactElement, type Ref } from 'react';

interface StatusSelectProps<T extends string> extends Pick<HTMLAttributes<HTMLElement>, 'onClick' | 'onMouseDown' | 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur' | 'onContextMenu'> {
  value: T;
  options: { value: T; label: string; disabled?: boolean; title?: string }[];
  onChange: (next: T) => void;
  /** While the change is saved the select spins and takes no other choice. */
  saving: boolean;
  label: string;
  /** The id of a note that says more about the choice (read out with the control). */
  describedBy?: string;
  className: string;
}

function StatusSelectWithRef<T extends string>({ saving, label, describedBy, ...select }: StatusSelectProps<T>, ref: ForwardedRef<RefSelectProps>) {
  return (
    <Select<T>
      // The value, options and class, and what a wrapping Popconfirm hands its child (mouse handlers).
      {...select}
      ref={ref}
      loading={saving}
      disabled={saving}
      aria-label={label}
      aria-describedby={describedBy}
      popupMatchSelectWidth={false}
      virtual={false}
    />
  );
}

/** The status picker of an order and of a support request (issue 17: written once). */
export const StatusSelect = forwardRef(StatusSelectWithRef) as <T extends string>(props: StatusSelectProps<T> & { ref?: Ref<RefSelectProps> }) => ReactElement;
