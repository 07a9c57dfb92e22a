import { useQueryClient } from '@tanstack/react-query';
import { formatCedis, toPesewas } from '@shop/rules';
import { Button, Card, Empty, Form, Input, Popconfirm, Select, Skeleton, Tag } from 'antd';
import { useId, useState } from 'react';
import { getListRidersQueryKey, useCreateRider, useListRiders, useRiderRound, useSwitchRider } from '../api/generated/endpoints/admin/admin';
import type { CreateRiderDto, RiderDto } from '../api/generated/model';
import { fieldErrors } from '../lib/api-error';
import { STATUS_LABELS } from '../lib/order-progress';
import { useAdminErrorToast, useAdminSuccessToast, useSignInAgainOn } from './admin-errors';
import { LoadError } from './load-error';
import { ghanaToday, riderName } from './order-rider';
import { TableHead } from './table-head';

/** Riders: their sign-ins, and each one's round for a day with what it has to collect. */
export function RidersTab() {
  const riders = useListRiders();
  useSignInAgainOn(riders.error);
  const list = riders.data?.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const riderId = chosen ?? list[0]?.id ?? null;

  return (
    <div className="admin-riders">
      <Card title="Riders" className="admin-riders__list">
        {riders.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : riders.isError ? (
          <LoadError text="The riders could not be loaded." onRetry={() => void riders.refetch()} />
        ) : list.length === 0 ? (
          <Empty description="No riders yet" />
        ) : (
          <ul className="admin-riders__names">
            {list.map((rider) => (
              <li key={rider.id} className="admin-riders__rider">
                <span>
                  <strong>{riderName(rider)}</strong> <span className="admin-subtle">{rider.email}</span> {rider.active ? null : <Tag>Switched off</Tag>}
                </span>
                <SwitchRider rider={rider} />
              </li>
            ))}
          </ul>
        )}
        <NewRiderForm onCreated={setChosen} />
      </Card>
      {riderId ? <RiderRoundCard riderId={riderId} riders={list} onChooseRider={setChosen} /> : null}
    </div>
  );
}

/** A rider who left is switched off: signed out on every phone, no sign-in and no new orders. */
function SwitchRider({ rider }: { rider: RiderDto }) {
  const switchRider = useSwitchRider();
  const queryClient = useQueryClient();
  const toastError = useAdminErrorToast();
  const toastSuccess = useAdminSuccessToast();
  const name = riderName(rider);
  const save = (active: boolean) =>
    switchRider.mutate(
      { id: rider.id, data: { active } },
      {
        onSuccess: async () => {
          toastSuccess(active ? `${name} can sign in again` : `${name} is switched off and signed out`);
          await queryClient.invalidateQueries({ queryKey: getListRidersQueryKey() });
        },
        onError: (error) => toastError(error, 'Error changing the rider'),
      },
    );
  if (!rider.active) {
    return (
      <Button size="small" loading={switchRider.isPending} onClick={() => save(true)} aria-label={`Switch ${name} on`}>
        Switch on
      </Button>
    );
  }
  return (
    <Popconfirm
      title={`Switch ${name} off?`}
      description="They are signed out at once and cannot sign in; orders on their rounds stay for you to move."
      okText="Switch off"
      okButtonProps={{ danger: true }}
      onConfirm={() => save(false)}
    >
      <Button size="small" danger loading={switchRider.isPending} aria-label={`Switch ${name} off`}>
        Switch off
      </Button>
    </Popconfirm>
  );
}

function NewRiderForm({ onCreated }: { onCreated: (id: string) => void }) {
  const [form] = Form.useForm<CreateRiderDto>();
  const create = useCreateRider();
  const queryClient = useQueryClient();
  const toastError = useAdminErrorToast();
  const toastSuccess = useAdminSuccessToast();

  const submit = (values: CreateRiderDto) =>
    create.mutate(
      { data: values },
      {
        onSuccess: async (response) => {
          toastSuccess(`${riderName(response.data)} can now sign in at /login and sees their round at /rider`);
          form.resetFields();
          await queryClient.invalidateQueries({ queryKey: getListRidersQueryKey() });
          onCreated(response.data.id);
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          const named = Object.entries(fields).map(([name, message]) => ({ name: name as keyof CreateRiderDto, errors: [message] }));
          if (named.length > 0) form.setFields(named);
          else toastError(error, 'Error adding rider');
        },
      },
    );

  return (
    <Form form={form} layout="vertical" className="admin-riders__form" onFinish={submit} requiredMark={false}>
      <h3 className="admin-order__heading">Add a rider</h3>
      <div className="admin-riders__form-grid">
        <Form.Item name="firstName" label="First name" rules={[{ required: true, whitespace: true, message: 'First name is required' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastName" label="Last name" rules={[{ required: true, whitespace: true, message: 'Last name is required' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label="E-mail (their sign-in)" rules={[{ required: true, type: 'email', message: 'Enter a valid e-mail address' }]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label="Password to give them" rules={[{ required: true, min: 8, message: 'At least 8 characters' }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Add rider
      </Button>
    </Form>
  );
}

function RiderRoundCard({ riderId, riders, onChooseRider }: { riderId: string; riders: { id: string; firstName: string | null; lastName: string | null; email: string }[]; onChooseRider: (id: string) => void }) {
  const [day, setDay] = useState(ghanaToday);
  const round = useRiderRound(riderId, { day });
  const data = round.data?.data;
  const riderFieldId = useId();
  const dayFieldId = useId();

  return (
    <Card title="Round of the day" className="admin-riders__round">
      <div className="admin-riders__round-controls">
        <label htmlFor={riderFieldId}>Rider</label>
        <Select id={riderFieldId} value={riderId} options={riders.map((rider) => ({ value: rider.id, label: riderName(rider) }))} onChange={onChooseRider} />
        <label htmlFor={dayFieldId}>Day</label>
        <Input id={dayFieldId} type="date" value={day} onChange={(event) => event.target.value && setDay(event.target.value)} />
      </div>
      {round.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : round.isError || !data ? (
        <LoadError text="This round could not be loaded." onRetry={() => void round.refetch()} />
      ) : data.stops.length === 0 ? (
        <Empty description="No deliveries on this round. Put orders on it from an order's details." />
      ) : (
        <>
          <p className="admin-riders__due">
            {data.stops.length} {data.stops.length === 1 ? 'stop' : 'stops'} · to collect {formatCedis(data.toCollect)}
          </p>
          <div className="admin-order__items-scroll">
            <table className="admin-order__items">
              <TableHead columns={['Stop', 'Order', 'Customer', 'Area', 'Status', 'To collect']} numeric={['To collect']} />
              <tbody>
                {data.stops.map((stop) => (
                  <tr key={stop.orderId}>
                    <td>{stop.position}</td>
                    <td>{stop.orderNumber}</td>
                    <td>{stop.customerName}</td>
                    <td>
                      {stop.address.city}, {stop.address.region}
                    </td>
                    <td>{STATUS_LABELS[stop.orderStatus as keyof typeof STATUS_LABELS] ?? stop.orderStatus}</td>
                    <td className="admin-num">{toPesewas(stop.amountToCollect) > 0 ? formatCedis(stop.amountToCollect) : stop.paymentStatus === 'paid' ? 'Paid' : 'Not paid'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
