import { addCalendarDays, formatCedis, toPesewas } from '@shop/rules';
import { Button, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useMyRound } from '../api/generated/endpoints/rider/rider';
import type { DeliveryStopDto } from '../api/generated/model';
import { RiderDirections } from '../components/rider-directions';
import { formatGhanaDate, formatGhanaTime } from '../lib/ghana-time';
import { STATUS_LABELS } from '../lib/order-progress';
import { DoorActions } from './door-actions';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The rider's stops for a day (today unless ?day= says otherwise), first stop first. */
export function RiderRound() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('day');
  const query = useMyRound(asked && DAY.test(asked) ? { day: asked } : undefined);
  const round = query.data?.data;
  const day = round?.day ?? (asked && DAY.test(asked) ? asked : null);
  const goTo = (next: string) => setParams({ day: next });

  return (
    <main className="container page rider-page">
      <header className="rider-page__head">
        <h1>Your deliveries</h1>
        {day ? (
          <nav className="rider-page__days" aria-label="Day">
            <Button onClick={() => goTo(addCalendarDays(day, -1))}>Previous day</Button>
            <strong className="rider-page__day">{formatGhanaDate(`${day}T00:00:00Z`)}</strong>
            <Button onClick={() => goTo(addCalendarDays(day, 1))}>Next day</Button>
          </nav>
        ) : null}
      </header>
      {query.isPending ? (
        <p role="status">Loading your deliveries…</p>
      ) : query.isError || !round ? (
        <div className="rider-page__error" role="alert">
          <p>Your deliveries could not be loaded. Check your connection and try again.</p>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </div>
      ) : round.stops.length === 0 ? (
        <p className="rider-page__empty">No deliveries on this day.</p>
      ) : (
        <>
          <p className="rider-page__summary">
            {plural(round.stops.length, 'stop', 'stops')}
            {toPesewas(round.toCollect) > 0 ? ` · ${formatCedis(round.toCollect)} to collect` : ' · nothing to collect'}
          </p>
          <ol className="rider-page__stops">
            {round.stops.map((stop) => (
              <DeliveryStop key={stop.orderId} stop={stop} />
            ))}
          </ol>
        </>
      )}
    </main>
  );
}

/** What the rider does about money at this door. */
function doorPaymentNote(stop: DeliveryStopDto): string {
  if (toPesewas(stop.amountToCollect) > 0) return `Collect ${formatCedis(stop.amountToCollect)}`;
  if (stop.paymentStatus === 'paid') return 'Paid: nothing to collect';
  return 'Not paid yet: call the shop before handing it over';
}

function DeliveryStop({ stop }: { stop: DeliveryStopDto }) {
  const collect = toPesewas(stop.amountToCollect) > 0;
  const { address } = stop;
  return (
    <li className="rider-stop">
      <div className="rider-stop__head">
        <span className="rider-stop__position" aria-label={`Stop ${stop.position}`}>
          {stop.position}
        </span>
        <div>
          <h2 className="rider-stop__name">{stop.customerName}</h2>
          <p className="rider-stop__order">{stop.orderNumber}</p>
        </div>
        <Tag className="rider-stop__status">{STATUS_LABELS[stop.orderStatus as keyof typeof STATUS_LABELS] ?? stop.orderStatus}</Tag>
      </div>
      <p className="rider-stop__address">
        {address.address}
        <br />
        {address.city}, {address.region}
      </p>
      <RiderDirections address={address} />
      <p className={collect ? 'rider-stop__collect rider-stop__collect--due' : 'rider-stop__collect'}>
        {doorPaymentNote(stop)}
        <span className="rider-stop__units"> · {plural(stop.units, 'item', 'items')}</span>
      </p>
      {stop.lastVisit ? (
        <p className="rider-stop__visit">
          {stop.lastVisit.event === 'refused' ? 'Refused' : 'Nobody home'} at {formatGhanaTime(stop.lastVisit.at)}
          {stop.lastVisit.note ? `: ${stop.lastVisit.note}` : ''}
        </p>
      ) : null}
      <DoorActions stop={stop} />
      <Button className="rider-stop__call" type="primary" block href={`tel:${stop.phone.replace(/[^\d+]/g, '')}`}>
        Call {stop.customerName.split(' ')[0]} ({stop.phone})
      </Button>
    </li>
  );
}
