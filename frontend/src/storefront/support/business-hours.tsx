import { REPLY_PROMISE } from '../../lib/shop-contact';
import { businessHoursRows, useShopSettings } from '../../lib/use-shop-settings';
import { ClockCircleIcon } from '../icons/clock-circle';
import { SupportCardHead } from './support-card-head';

/** The days and hours the shop answers (store settings), as the support and about pages list them. */
export function BusinessHoursList({ className }: { className: string }) {
  const settings = useShopSettings();
  return (
    <dl className={`hours-list ${className}`}>
      {businessHoursRows(settings?.businessHours ?? '').map((row, index) => (
        <div key={index}>
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The support hours (Ghana time) and the 24-hour reply promise. */
export function BusinessHours() {
  return (
    <section className="surface surface--padded business-hours" aria-labelledby="business-hours-title">
      <SupportCardHead className="business-hours__head" icon={<ClockCircleIcon />}>
        <h2 id="business-hours-title" className="support-card__title">
          Business Hours
        </h2>
      </SupportCardHead>
      <BusinessHoursList className="business-hours__list" />
      <p className="business-hours__note">All times are Ghana time (GMT). {REPLY_PROMISE}</p>
    </section>
  );
}
