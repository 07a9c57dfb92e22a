import { ClockCircleOutlined } from '@ant-design/icons';
import { BUSINESS_HOURS, REPLY_PROMISE } from '../../lib/shop-contact';

/** The days and hours the shop answers, as the support and about pages list them. */
export function BusinessHoursList({ className }: { className: string }) {
  return (
    <dl className={`hours-list ${className}`}>
      {BUSINESS_HOURS.map((row) => (
        <div key={row.days}>
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}

/** SPEC §9 support hours (Ghana time) and the 24-hour reply promise. */
export function BusinessHours() {
  return (
    <section className="surface surface--padded business-hours" aria-labelledby="business-hours-title">
      <div className="business-hours__head">
        <span className="round-icon support-card__icon" aria-hidden="true">
          <ClockCircleOutlined />
        </span>
        <h2 id="business-hours-title" className="support-card__title">
          Business Hours
        </h2>
      </div>
      <BusinessHoursList className="business-hours__list" />
      <p className="business-hours__note">All times are Ghana time (GMT). {REPLY_PROMISE}</p>
    </section>
  );
}
