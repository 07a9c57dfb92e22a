import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetShopPage } from '../api/generated/endpoints/settings/settings';
import { LinkButton } from './components/link-button';
import { errorStatus } from '../lib/api-error';
import { formatGhanaDate } from '../lib/ghana-time';
import { usePageTitle } from '../lib/use-page-title';
import { PageHeader } from './components/page-header';
import { SkeletonBlock } from './components/skeleton-block';
import { StatusPanel } from './components/status-panel';
import { Button } from './components/button';
import './policy.css';

/**
 * /privacy, /terms, /shipping and /returns: the text staff keep in the admin Settings tab. The
 * server renders the Markdown (HTML in it comes out as text, links only https/mailto/tel or this
 * shop's paths), so this page only places that HTML and ships no Markdown parser of its own.
 */
export default function PolicyPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  const query = useGetShopPage(slug, { query: { staleTime: 5 * 60 * 1000, retry: (count, error) => errorStatus(error) !== 404 && count < 2 } });
  const page = query.data?.data;
  usePageTitle(page?.title);

  // The page's own links (/support, /track) stay inside the app instead of reloading it.
  const followInternalLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };

  if (query.isPending) {
    return (
      <div className="container page policy-page" aria-busy="true">
        <p className="sr-only" role="status">
          Loading…
        </p>
        <SkeletonBlock shape="title" width="50%" />
        {Array.from({ length: 6 }, (_, index) => (
          <SkeletonBlock key={index} shape="text" width={index % 3 === 2 ? '70%' : '100%'} />
        ))}
      </div>
    );
  }
  if (!page) {
    const missing = errorStatus(query.error) === 404;
    return (
      <div className="container page policy-page">
        <StatusPanel role="alert" title={missing ? 'Page not found' : 'This page could not be loaded'} text={missing ? undefined : 'Check your connection and try again.'}>
          {missing ? (
            <LinkButton to="/">Back to Home</LinkButton>
          ) : (
            <Button variant="primary" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          )}
        </StatusPanel>
      </div>
    );
  }
  return (
    <div className="container page policy-page">
      <PageHeader title={page.title} subtitle={`Last updated ${formatGhanaDate(page.updatedAt)}`} />
      {/* Safe by construction: rendered on the server with HTML disabled (backend settings/domain/markdown.ts). */}
      <article className="policy-page__body surface surface--padded" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: page.html }} />
    </div>
  );
}
