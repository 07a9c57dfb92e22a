import { MailOutlined } from '@ant-design/icons';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Card, Empty, Pagination, Select, Skeleton } from 'antd';
import { useListSupportRequests, useUpdateSupportRequest } from '../api/generated/endpoints/admin/admin';
import type { SupportRequestDto } from '../api/generated/model';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { totalCount } from '../lib/total-count';
import { PriorityTag, SupportStatusTag } from './admin-badges';
import { useAdminErrorToast, useAdminSuccessToast, useSignInAgainOn } from './admin-errors';
import { fullName, SUPPORT_STATUSES, supportStatusLabel, type SupportStatus } from './admin-labels';
import { ADMIN_PAGE_SIZE, useAdminListPage } from './admin-list-page';
import { useRefreshAfterChange, useReplaceInList, LIVE_LIST } from './admin-queries';
import { AdminListToolbar } from './admin-list-toolbar';

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

/**
 * SPEC §2 Support: one card per request, newest first, with a status selector. The server pages
 * and searches, so the count is every request, not one page's.
 */
export function SupportTab() {
  const list = useAdminListPage();
  // The page on screen stays while the next one loads, rather than flashing the skeleton.
  const query = useListSupportRequests(list.params, { query: { ...LIVE_LIST, placeholderData: keepPreviousData } });
  useSignInAgainOn(query.error);
  const requests = query.data?.data ?? [];
  const total = totalCount(query.data);
  const searching = Boolean(list.search || list.text.trim());

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
  else if (requests.length === 0) body = <Empty className="admin-empty" description={searching ? 'No support requests match' : 'No support requests'} />;
  else
    body = (
      <>
        <ul className="admin-support-list" aria-busy={query.isFetching}>
          {requests.map((request) => (
            <li key={request.id}>
              <SupportRequestCard request={request} />
            </li>
          ))}
        </ul>
        <Pagination
          className="admin-pager"
          current={list.page}
          pageSize={ADMIN_PAGE_SIZE}
          total={total}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={list.setPage}
        />
      </>
    );

  return (
    <div className="admin-support">
      <AdminListToolbar
        title="Support Requests"
        total={total}
        list={list}
        searchLabel="Search support requests"
        searchPlaceholder="Subject, name or e-mail"
        showSearch={total > 0 || searching}
      />
      {body}
    </div>
  );
}
