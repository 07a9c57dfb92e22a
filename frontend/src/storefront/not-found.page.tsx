import { LinkButton } from './components/link-button';
import { PageHeader } from './components/page-header';
import './not-found.css';

/** SPEC §2: any path not in the route table. */
export default function NotFoundPage() {
  return (
    <div className="container page not-found">
      <PageHeader title="404 Page Not Found" subtitle="Did you forget to add the page to the router?" />
      <LinkButton to="/">Back to Home</LinkButton>
    </div>
  );
}
