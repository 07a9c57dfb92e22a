import { isInGhana, mapsLink } from '@shop/rules';
import { useState } from 'react';
import { Button } from '../components/button';

export interface Pin {
  lat: number;
  lng: number;
}

type Finding = { state: 'idle' } | { state: 'finding' } | { state: 'failed'; message: string };

const NO_PIN_NEEDED = 'You can still place your order: the rider will use your address and landmark.';

/** Why the phone gave no location, in the shopper's words, and what happens instead. */
function failureMessage(error: GeolocationPositionError | null): string {
  if (error?.code === 1) return `Location access was denied. ${NO_PIN_NEEDED}`;
  if (error?.code === 3) return `Finding your location took too long. Try again outside or near a window. ${NO_PIN_NEEDED}`;
  if (error) return `Your location could not be found. ${NO_PIN_NEEDED}`;
  return `This browser cannot share your location. ${NO_PIN_NEEDED}`;
}

/** Rounded to about a metre: more digits only look precise. */
const rounded = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/**
 * The optional delivery pin: one tap asks the phone where it is. Never required; a refusal or a
 * phone without location leaves the form as it was, with a sentence saying so.
 */
export function LocationPin({ pin, error, onChange }: { pin: Pin | null; error?: string; onChange: (pin: Pin | null) => void }) {
  const [finding, setFinding] = useState<Finding>({ state: 'idle' });

  const locate = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setFinding({ state: 'failed', message: failureMessage(null) });
      return;
    }
    setFinding({ state: 'finding' });
    geolocation.getCurrentPosition(
      ({ coords }) => {
        const found = { lat: rounded(coords.latitude), lng: rounded(coords.longitude) };
        if (!isInGhana(found.lat, found.lng)) {
          setFinding({ state: 'failed', message: `Your location is outside Ghana, so it cannot guide a rider here. ${NO_PIN_NEEDED}` });
          return;
        }
        setFinding({ state: 'idle' });
        onChange(found);
      },
      (positionError) => setFinding({ state: 'failed', message: failureMessage(positionError) }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  const map = pin ? mapsLink(pin) : null;
  return (
    <div className="field field--wide location-pin" role="group" aria-labelledby="location-pin-title">
      <p id="location-pin-title" className="field__label">
        Delivery pin <span className="field__optional">(optional)</span>
      </p>
      <p className="field__hint">If you are at the delivery address now, your phone can drop a pin for the rider.</p>
      <div className="location-pin__row">
        <Button variant="default" type="button" onClick={locate} loading={finding.state === 'finding'} disabled={finding.state === 'finding'}>
          {finding.state === 'finding' ? 'Finding your location...' : pin ? 'Update my location' : 'Use my location'}
        </Button>
        {pin && map ? (
          <>
            <a href={map} target="_blank" rel="noopener noreferrer" className="location-pin__link">
              Pin set: open in Maps
            </a>
            <Button variant="text" type="button" onClick={() => onChange(null)}>
              Remove pin
            </Button>
          </>
        ) : null}
      </div>
      <div aria-live="polite">
        {finding.state === 'failed' ? (
          <p className="location-pin__message" role="status">
            {finding.message}
          </p>
        ) : null}
        {error ? <p className="field-error">{error}</p> : null}
      </div>
    </div>
  );
}
