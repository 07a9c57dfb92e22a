import { MailOutlined } from '@ant-design/icons';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Pagination, Skeleton } from 'antd';
import { useId, useState } from 'react';
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
import { StatusSelect } from './status-select';
import { LoadError } from './load-error';
import { LiveChats } from './live-chats';

const STATUS_OPTIONS = SUPPORT_STATUSES.map((status) => ({ value: status, label: supportStatusLabel(status) }));

/** The limit the server puts on an answer (UpdateSupportRequestDto). */
const ANSWER_MAX_LENGTH = 5000;

/**
 * Issue 13: staff answer in the card. The stored answer shows with who gave it; a new or changed
 * answer is e-mailed to the shopper by the server, so the button says what it does.
 */
function SupportAnswer({ request, saving, onSend }: { request: SupportRequestDto; saving: boolean; onSend: (response: string, onSent: () => void) => void }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(request.response ?? '');
  const fieldId = useId();
  const answer = draft.trim();
  const writing = editing || !request.response;

  return (
    <div className="admin-support-card__response">
      {request.response && !editing ? (
        <>
          <p className="admin-support-card__response-title">Answered{request.assignedTo ? ` by ${request.assignedTo}` : ''}</p>
          <p className="admin-pre">{request.response}</p>
          <p className="admin-subtle">E-mailed to {request.email}.</p>
          <Button
            size="small"
            className="admin-support-card__edit"
            onClick={() => {
              setDraft(request.response ?? '');
              setEditing(true);
            }}
          >
            Edit answer
          </Button>
        </>
      ) : null}
      {writing ? (
        <form
          className="admin-support-reply"
          onSubmit={(event) => {
            event.preventDefault();
            if (answer && answer !== request.response) onSend(answer, () => setEditing(false));
          }}
        >
          <label htmlFor={fieldId} className="admin-support-card__response-title">
            {request.response ? 'Change the answer' : 'Answer'} <span className="admin-subtle">(e-mailed to {request.email})</span>
          </label>
          <Input.TextArea
            id={fieldId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={ANSWER_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 3, maxRows: 12 }}
            disabled={saving}
          />
          <div className="admin-support-reply__actions">
            {editing ? (
              <Button onClick={() => setEditing(false)} disabled={saving}>
                Cancel
              </Button>
            ) : null}
            <Button type="primary" htmlType="submit" loading={saving} disabled={!answer || answer === request.response}>
              Send answer
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

function SupportRequestCard({ request }: { request: SupportRequestDto }) {
  const update = useUpdateSupportRequest();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  const refresh = useRefreshAfterChange();
  const replaceInList = useReplaceInList();

  const save = (data: { status: SupportStatus } | { response: string }, success: string, onSaved?: () => void) =>
    update.mutate(
      { id: request.id, data },
      {
        onSuccess: (response) => {
          if (response?.data?.id) replaceInList('support', response.data);
          showSuccess(success);
          onSaved?.();
          void refresh('support');
        },
        onError: (error) => showError(error, 'Error updating support request'),
      },
    );
  const changeStatus = (status: SupportStatus) => save({ status }, 'Support request updated!');

  const savingStatus = update.isPending && 'status' in update.variables.data;
  const shown = savingStatus ? (update.variables.data.status ?? request.status) : request.status;
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
            <StatusSelect<SupportStatus>
              value={shown}
              options={STATUS_OPTIONS}
              onChange={changeStatus}
              saving={update.isPending}
              label={`Status of '${request.subject}' from ${fullName(request)}`}
              className="admin-support-card__select"
            />
          </div>
        </header>
        <p className="admin-support-card__message admin-pre">{request.message}</p>
        <SupportAnswer
          request={request}
          saving={update.isPending && 'response' in update.variables.data}
          onSend={(response, onSent) => save({ response }, `Answer sent to ${request.email}`, onSent)}
        />
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
    body = <LoadError text="The support requests could not be loaded." onRetry={() => void query.refetch()} />;
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
      <LiveChats />
      <AdminListToolbar
        title="Support Requests"
        total={total}
        list={list}
        searchLabel="Search support requests"
        searchPlaceholder="Subject, name, e-mail or order number"
        showSearch={total > 0 || searching}
      />
      {body}
    </div>
  );
}
