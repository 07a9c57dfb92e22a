import { useId, useRef, useState } from 'react';
import { useTypingBeforeHydration } from '../../../lib/use-typing-before-hydration';

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
  /*
   * The option just picked, shown until `value` moves. A pick navigates, and the router renders a
   * navigation as a transition: without this, React would put the select back to the old value
   * until the new page is rendered, and a second change event in that window (the browser's own,
   * after a pick made before the script ran and handed over below) would read as picking the old
   * value again. React calls onChange for every change event of a select, changed or not.
   */
  const [picked, setPicked] = useState<T | null>(null);
  const [pickedOver, setPickedOver] = useState(value);
  if (pickedOver !== value) {
    setPickedOver(value);
    setPicked(null);
  }
  const shown = picked ?? value;
  // A category or sort picked before the script ran applies once it runs.
  useTypingBeforeHydration(fieldRef);
  return (
    <div ref={fieldRef} className={['select-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        className="select-field__select"
        value={shown}
        onChange={(event) => {
          const next = event.target.value as T;
          if (next === shown) return;
          setPicked(next);
          onChange(next);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
