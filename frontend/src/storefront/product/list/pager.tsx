import { Link } from 'react-router-dom';
import { LeftIcon } from '../../icons/left';
import { RightIcon } from '../../icons/right';
import './pager.css';

interface PagerProps {
  page: number;
  pageCount: number;
  /** The link for a page (keeps the filters). */
  hrefFor: (page: number) => string;
}

/** Previous / "Page X of Y" / Next: big touch targets, real links (shareable, work with Back). */
export function Pager({ page, pageCount, hrefFor }: PagerProps) {
  if (pageCount <= 1) return null;
  const toTop = () => window.scrollTo({ top: 0 });
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="pager__link" onClick={toTop} rel="prev">
          <LeftIcon aria-hidden="true" /> Previous
        </Link>
      ) : (
        <span className="pager__link pager__link--disabled" aria-hidden="true">
          <LeftIcon /> Previous
        </span>
      )}
      <span className="pager__status" aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className="pager__link" onClick={toTop} rel="next">
          Next <RightIcon aria-hidden="true" />
        </Link>
      ) : (
        <span className="pager__link pager__link--disabled" aria-hidden="true">
          Next <RightIcon />
        </span>
      )}
    </nav>
  );
}
