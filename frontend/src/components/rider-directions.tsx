import { mapsLink } from '@shop/rules';
import type { ShippingAddressDto } from '../api/generated/model';
import './rider-directions.css';

/**
 * What a rider finds the door by, under a shipping address: the digital address, the landmark and
 * a link the phone's map app opens (the pin, or else the digital address). Nothing is loaded from
 * the map's site until someone taps it. Orders placed without them show nothing.
 */
export function RiderDirections({ address, className }: { address: ShippingAddressDto; className?: string }) {
  const map = mapsLink(address);
  if (!address.digitalAddress && !address.landmark && !map) return null;
  const pinned = address.lat !== null && address.lng !== null;
  return (
    <div className={className ? `rider-directions ${className}` : 'rider-directions'}>
      {address.digitalAddress || address.landmark ? (
        <dl className="rider-directions__facts">
          {address.digitalAddress ? (
            <div>
              <dt>Digital address</dt>
              <dd>{address.digitalAddress}</dd>
            </div>
          ) : null}
          {address.landmark ? (
            <div>
              <dt>Landmark</dt>
              <dd>{address.landmark}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {map ? (
        <p className="rider-directions__map">
          <a href={map} target="_blank" rel="noopener noreferrer">
            {pinned ? 'Open the delivery pin in Maps' : 'Open in Maps'}
          </a>
        </p>
      ) : null}
    </div>
  );
}
