import type { ProductView } from '../../components/product-card';
import { AppstoreIcon } from '../../icons/appstore';
import { BarsIcon } from '../../icons/bars';
import { useHydrated } from '../../../lib/use-hydrated';
import './view-toggle.css';

const VIEWS = [
  { value: 'grid', label: 'Grid', icon: <AppstoreIcon aria-hidden="true" /> },
  { value: 'list', label: 'List', icon: <BarsIcon aria-hidden="true" /> },
] as const;

/** Grid or list layout of the product cards: two toggle buttons, one pressed. */
export function ViewToggle({ value, onChange }: { value: ProductView; onChange: (view: ProductView) => void }) {
  const hydrated = useHydrated();
  return (
    <div className="view-toggle" role="group" aria-label="Product view">
      {VIEWS.map((view) => (
        <button key={view.value} type="button" className="view-toggle__button" aria-pressed={value === view.value} onClick={() => onChange(view.value)} disabled={!hydrated}>
          {view.icon}
          <span className="view-label">{view.label}</span>
        </button>
      ))}
    </div>
  );
}
