import { useId, useRef } from 'react';
import { useTypingBeforeHydration } from '../../lib/use-typing-before-hydration';

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
}

/**
 * A native <select>: phones open their own picker, screen readers know it, and it costs no
 * JavaScript (antd's Select adds ~35 kB gzip to the page that uses it).
 */
export function SelectField<T extends string>({ label, value, options, onChange, className }: SelectFieldProps<T>) {
  const id = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  // A category or sort picked before the script ran applies once it runs.
  useTypingBeforeHydration(fieldRef);
  return (
    <div ref={fieldRef} className={['select-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} className="select-field__select" value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
