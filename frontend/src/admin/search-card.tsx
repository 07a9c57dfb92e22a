import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Skeleton, Table } from 'antd';
import { useEffect, useState } from 'react';
import { getGetSearchSynonymsQueryKey, useGetSearchSynonyms, useListSearchMisses, useReplaceSearchSynonyms } from '../api/generated/endpoints/admin/admin';
import type { SearchMissDto, SearchSynonymsDto } from '../api/generated/model';
import { RetryAlert } from '../components/staff/retry-alert';
import { errorBody } from '../lib/api-error';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { useAdminErrorToast, useAdminSuccessToast, useSignInAgainOn } from './admin-errors';

/** One group a line, its terms between equals signs, as staff read them: "fugu = batakari = smock". */
export function synonymsToText({ groups }: SearchSynonymsDto): string {
  return groups.map((group) => group.terms.join(' = ')).join('\n');
}

export function textToSynonyms(text: string): SearchSynonymsDto {
  const groups = text
    .split('\n')
    .map((line) => line.split('=').map((term) => term.trim()).filter(Boolean))
    .filter((terms) => terms.length > 0);
  return { groups: groups.map((terms) => ({ terms })) };
}

/** The server names a group by its place (`groups.2.terms`): staff see it as a line of their text. */
function lineProblems(error: unknown): string[] {
  const fields = errorBody(error)?.fields ?? {};
  return Object.entries(fields).map(([field, messages]) => {
    const group = /^groups\.(\d+)/.exec(field);
    return `${group ? `Line ${Number(group[1]) + 1}` : 'Synonyms'}: ${messages.join('; ')}`;
  });
}

function SynonymsEditor() {
  const queryClient = useQueryClient();
  const synonyms = useGetSearchSynonyms();
  const save = useReplaceSearchSynonyms();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  const [text, setText] = useState<string | null>(null);
  useSignInAgainOn(synonyms.error, save.error);

  useEffect(() => {
    if (synonyms.data && text === null) setText(synonymsToText(synonyms.data.data));
  }, [synonyms.data, text]);

  if (synonyms.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (synonyms.isError) return <RetryAlert message="The synonyms could not be loaded." onRetry={() => synonyms.refetch()} />;

  const problems = save.isError ? lineProblems(save.error) : [];
  const onSave = () =>
    save.mutate(
      { data: textToSynonyms(text ?? '') },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData(getGetSearchSynonymsQueryKey(), saved);
          setText(synonymsToText(saved.data));
          showSuccess('Synonyms saved: searches use them now');
        },
        onError: (error) => {
          if (lineProblems(error).length === 0) showError(error, 'The synonyms could not be saved');
        },
      },
    );

  return (
    <>
      <p className="admin-settings__intro">
        Words shoppers use for the same thing: a search for one finds products described with any of them. One group a line, terms between equals signs, e.g.{' '}
        <code>fugu = batakari = smock</code>.
      </p>
      <label htmlFor="search-synonyms" className="sr-only">
        Synonyms
      </label>
      <Input.TextArea id="search-synonyms" value={text ?? ''} onChange={(event) => setText(event.target.value)} autoSize={{ minRows: 4, maxRows: 16 }} spellCheck={false} />
      {problems.length > 0 ? <Alert className="admin-search__problems" type="error" showIcon message="The synonyms were not saved" description={problems.join('\n')} /> : null}
      <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={onSave} className="admin-settings__save">
        Save synonyms
      </Button>
    </>
  );
}

function SearchMisses() {
  const misses = useListSearchMisses({ limit: 50 });
  useSignInAgainOn(misses.error);
  if (misses.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (misses.isError) return <RetryAlert message="The searches that found nothing could not be loaded." onRetry={() => misses.refetch()} />;
  // In the console's own ink: antd's empty table greys its text below a readable contrast.
  if (misses.data.data.length === 0) return <p className="admin-settings__intro">No search has come up empty yet.</p>;
  return (
    <Table<SearchMissDto>
      size="small"
      rowKey="term"
      pagination={false}
      dataSource={misses.data.data}
      columns={[
        { title: 'Searched for', dataIndex: 'term' },
        { title: 'Times', dataIndex: 'searches', align: 'right', width: 80 },
        { title: 'Last', dataIndex: 'lastSearchedAt', render: (value: string) => formatGhanaDateTime(value), responsive: ['sm'] },
      ]}
    />
  );
}

/** How the storefront search reads shoppers (ADR 062): synonyms staff keep, and what found nothing. */
export function SearchCard() {
  return (
    <Card className="admin-card" title="Search">
      <SynonymsEditor />
      <h3 className="admin-settings__subheading">Searches that found nothing</h3>
      <p className="admin-settings__intro">What shoppers looked for and did not find, most asked first: something to stock, or a synonym to add. Who searched is never kept.</p>
      <SearchMisses />
    </Card>
  );
}
