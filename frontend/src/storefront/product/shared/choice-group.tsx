import { useId } from 'react';
import { RequiredMark } from '../../components/required-mark';
import './choice-group.css';

/** Swatch colours for the admin's colour list (SPEC §9); any other name shows as text only. */
const SWATCHES: Record<string, string> = {
  Red: '#B42318',
  Blue: '#1D4ED8',
  Green: '#1E6B3A',
  Yellow: '#E9B308',
  Black: '#1F1A14',
  White: '#FFFFFF',
  Purple: '#6D28D9',
  Orange: '#EA580C',
  Pink: '#DB2777',
};

interface ChoiceGroupProps {
  name: string;
  legend: string;
  required?: boolean;
  options: readonly string[];
  value: string | null;
  onChange: (value: string) => void;
  /** The options with nothing left in the current combination: shown, greyed, and not choosable. */
  soldOut?: ReadonlySet<string>;
  /** The sentence under the group while it is marked invalid ('Please select a size'). */
  error?: string | null;
  swatches?: boolean;
  groupRef?: React.Ref<HTMLFieldSetElement>;
}

/**
 * Sizes or colours as native radio buttons drawn as chips: arrow keys, forms and screen readers for
 * free. A sold-out option is a disabled radio (skipped by the arrow keys, announced as unavailable)
 * whose visible name says so, 'M — sold out', so the state never rests on the grey alone.
 */
export function ChoiceGroup({ name, legend, required = false, options, value, onChange, soldOut, error = null, swatches = false, groupRef }: ChoiceGroupProps) {
  const errorId = useId();
  return (
    <fieldset ref={groupRef} className={error ? 'choice-group choice-group--invalid' : 'choice-group'} aria-describedby={error ? errorId : undefined}>
      <legend className="choice-group__legend">
        {legend}
        {required ? <RequiredMark /> : <span className="choice-group__optional"> (optional)</span>}
      </legend>
      <div className="choice-group__options">
        {options.map((option) => {
          // A chosen option that sells out meanwhile stays chosen (Add to Cart then says why it is off).
          const gone = soldOut?.has(option) === true;
          return (
            <label key={option} className={gone ? 'choice-chip choice-chip--sold-out' : 'choice-chip'}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                disabled={gone && value !== option}
                onChange={() => onChange(option)}
                required={required}
                className="choice-chip__input"
              />
              <span className="choice-chip__face">
                {swatches && SWATCHES[option] ? <span className="choice-chip__swatch" style={{ background: SWATCHES[option] }} aria-hidden="true" /> : null}
                {option}
                {gone ? <span className="choice-chip__sold-out"> — sold out</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
