import { MailOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Select, Skeleton } from 'antd';
import { useListSupportRequests, useUpdateSupportRequest } from '../api/generated/endpoints/admin/admin';
import type { SupportRequestDto } from '../api/generated/model';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { PriorityTag, SupportStatusTag } from './admin-badges';
import { useAdminErrorToast, useAdminSuccessToast, useSignInAgainOn } from './admin-errors';
import { fullName, SUPPORT_STATUSES, supportStatusLabel, type SupportStatus } from './admin-labels';
import { useRefreshAfterChange, useReplaceInList } from './admin-queries';

const STATUS_OPTIONS = SUPPORT_STATUSES.map((status) => ({ value: status, label: supportStatusLabel(status) }));

function SupportRequestCard({ request }: { request: SupportRequestDto }) {
  const update = useUpdateSupportRequest();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  const refresh = useRefreshAfterChange();
  const replaceInList = useReplaceInList();

  const changeStatus = (status: SupportStatus) =>
    update.mutate(
      { id: request.id, data: { status } },
      {
        onSuccess: (response) => {
          if (response?.data?.id) replaceInList('support', response.data);
          showSuccess('Support request updated!');
          void refresh('support');
        },
        onError: (error) => showError(error, 'Error updating support request'),
      },
    );

  const shown = update.isPending ? (update.variables.data.status ?? request.status) : request.status;
  return (
    <Card className="admin-card admin-support-card" size="small">
      <article aria-labelledby={`support-${request.id}`}>
        <header className="admin-support-card__header">
          <div className="admin-support-card__heading">
            <h3 id={`support-${request.id}`} className="admin-support-card__subject">
              {request.subject}
            </h3>
            <p className="admin-support-card__from">
              {fullName(request)} ·{' '}
              <a href={`mailto:${request.email}?subject=${encodeURIComponent(`Re: ${request.subject}`)}`}>
                <MailOutlined aria-hidden="true" /> {request.email}
              </a>
            </p>
            <p className="admin-subtle">
              <time dateTime={request.createdAt}>{formatGhanaDateTime(request.createdAt)}</time>
              {request.orderNumber ? (
                <>
                  {' · Order '}
                  <span className="admin-mono">{request.orderNumber}</span>
                </>
              ) : null}
            </p>
          </div>
          <div className="admin-support-card__controls">
            <SupportStatusTag status={shown} />
            <PriorityTag priority={request.priority} />
            <Select<SupportStatus>
              value={shown}
              options={STATUS_OPTIONS}
              onChange={changeStatus}
              loading={update.isPending}
              disabled={update.isPending}
              aria-label={`Status of '${request.subject}' from ${fullName(request)}`}
              virtual={false}
              className="admin-support-card__select"
            />
          </div>
        </header>
        <p className="admin-support-card__message admin-pre">{request.message}</p>
        {request.response ? (
          <div className="admin-support-card__response">
            <p className="admin-support-card__response-title">Response{request.assignedTo ? ` · ${request.assignedTo}` : ''}</p>
            <p className="admin-pre">{request.response}</p>
          </div>
        ) : null}
      </article>
    </Card>
  );
}

/** SPEC §2 Support: one card per request, newest first, with a status selector. */
export function SupportTab() {
  const query = useListSupportRequests();
  useSignInAgainOn(query.error);
  const requests = [...(query.data?.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.isError)
    body = (
      <div className="admin-list-error" role="alert">
        <p>The support requests could not be loaded.</p>
        <Button size="small" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (requests.length === 0) body = <Empty className="admin-empty" description="No support requests" />;
  else
    body = (
      <ul className="admin-support-list">
        {requests.map((request) => (
          <li key={request.id}>
            <SupportRequestCard request={request} />
          </li>
        ))}
      </ul>
    );

  const open = requests.filter((request) => request.status === 'open').length;
  return (
    <div className="admin-support">
      <div className="admin-toolbar">
        <h2 className="admin-section-title">
          Support Requests{requests.length > 0 ? <span className="admin-count">{requests.length}</span> : null}
        </h2>
        {open > 0 ? <p className="admin-subtle">{open} open</p> : null}
      </div>
      {body}
    </div>
  );
}
