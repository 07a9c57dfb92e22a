import { useId } from 'react';
import { setDataSaver, useDataSaver } from '../../lib/data-saver';
import { useHydrated } from '../../lib/use-hydrated';
import './data-saver-toggle.css';

/** The footer's "Data saver" switch (ADR 021): smaller photos on list pages, loaded as the shopper scrolls. */
export function DataSaverToggle() {
  const on = useDataSaver();
  const hintId = useId();
  const hydrated = useHydrated();
  return (
    <p className="data-saver">
      <button type="button" role="switch" aria-checked={on} aria-describedby={hintId} className="data-saver__switch" onClick={() => setDataSaver(!on)} disabled={!hydrated}>
        <span className="data-saver__track" aria-hidden="true" />
        Data saver
      </button>
      <span id={hintId} className="data-saver__hint">
        Smaller photos, loaded as you scroll
      </span>
    </p>
  );
}
