import { CloseIcon } from '../../components/icons/close';
import './filter-chip.css';

/** An active filter that can be removed with its own (keyboard-reachable) button. */
export function FilterChip({ label, removeLabel, onRemove }: { label: string; removeLabel: string; onRemove: () => void }) {
  return (
    <span className="filter-chip">
      {label}
      <button type="button" className="filter-chip__remove" aria-label={removeLabel} onClick={onRemove}>
        <CloseIcon aria-hidden="true" />
      </button>
    </span>
  );
}
