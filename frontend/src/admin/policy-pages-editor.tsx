import { Button, Card, Form, Input, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useUpdateShopPage } from '../api/generated/endpoints/admin/admin';
import { getGetShopPageQueryKey, useGetShopPage } from '../api/generated/endpoints/settings/settings';
import type { ShopPageDto, UpdateShopPageDto } from '../api/generated/model';
import { useSignInAgainOn } from './admin-errors';
import { RetryAlert } from '../components/staff/retry-alert';
import { useSettingsSave } from './settings-save';

const PAGES = [
  { value: 'shipping', label: 'Shipping' },
  { value: 'returns', label: 'Returns' },
  { value: 'privacy', label: 'Privacy' },
  { value: 'terms', label: 'Terms' },
] as const;
type PageSlug = (typeof PAGES)[number]['value'];

/** The server's limits (UpdateShopPageDto). */
const MARKDOWN_MAX = 20_000;

function PageForm({ page }: { page: ShopPageDto }) {
  const [form] = Form.useForm<UpdateShopPageDto>();
  const update = useUpdateShopPage();
  const { saved, failed } = useSettingsSave(form, ['title', 'markdown'], 'Error saving the page');

  const save = (values: UpdateShopPageDto) => {
    update.mutate(
      { slug: page.slug, data: values },
      { onSuccess: (response) => saved(getGetShopPageQueryKey(page.slug), response, `${response.data.title} saved`), onError: failed },
    );
  };

  return (
    <Form<UpdateShopPageDto> form={form} layout="vertical" initialValues={{ title: page.title, markdown: page.markdown }} onFinish={save} disabled={update.isPending} requiredMark>
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please enter the title' }, { max: 100, message: 'At most 100 characters' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="markdown"
        label="Text (Markdown)"
        extra="## for a heading, **bold**, - for a list, [words](/support) for a link. HTML is shown as typed, never run."
        rules={[{ required: true, whitespace: true, message: 'Please write the page' }, { max: MARKDOWN_MAX, message: `At most ${MARKDOWN_MAX} characters` }]}
      >
        <Input.TextArea rows={16} maxLength={MARKDOWN_MAX} className="admin-settings__markdown" spellCheck />
      </Form.Item>
      <div className="admin-form-actions">
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save Page
        </Button>
        <Link to={`/${page.slug}`} target="_blank" rel="noopener">
          View page
        </Link>
      </div>
    </Form>
  );
}

/** Staff keep the storefront's policy pages (/shipping, /returns, /privacy, /terms) here, in Markdown. */
export function PolicyPagesEditor() {
  const [slug, setSlug] = useState<PageSlug>('shipping');
  const page = useGetShopPage(slug);
  useSignInAgainOn(page.error);
  return (
    <Card className="admin-card" title="Policy pages">
      <Segmented<PageSlug> options={[...PAGES]} value={slug} onChange={setSlug} className="admin-settings__pages" aria-label="Page to edit" />
      {page.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : page.data ? (
        // Keyed by page: switching pages starts a fresh form with that page's text.
        <PageForm key={`${slug}:${page.data.data.updatedAt}`} page={page.data.data} />
      ) : (
        <RetryAlert message="This page could not be loaded." onRetry={page.refetch} />
      )}
    </Card>
  );
}
