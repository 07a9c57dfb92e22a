import { CloseIcon } from '../../../components/icons/close';
import { useHydrated } from '../../../lib/use-hydrated';
import './filter-chip.css';

/** An active filter that can be removed with its own (keyboard-reachable) button. */
export function FilterChip({ label, removeLabel, onRemove }: { label: string; removeLabel: string; onRemove: () => void }) {
  const hydrated = useHydrated();
  return (
    <span className="filter-chip">
      {label}
      <button type="button" className="filter-chip__remove" aria-label={removeLabel} onClick={onRemove} disabled={!hydrated}>
        <CloseIcon aria-hidden="true" />
      </button>
    </span>
  );
}
