import { Card } from 'antd';
import { useId, type ReactNode } from 'react';

interface CardArticleProps {
  className: string;
  title: ReactNode;
  /** Classes of the header row and its h3. */
  headerClassName: string;
  titleClassName: string;
  /** What stands beside the title (status tags). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One card of a list of cards in the admin console or the supplier portal: an article named by its h3. */
export function CardArticle({ className, title, headerClassName, titleClassName, aside, children }: CardArticleProps) {
  const titleId = useId();
  return (
    <Card className={className} size="small">
      <article aria-labelledby={titleId}>
        <header className={headerClassName}>
          <h3 id={titleId} className={titleClassName}>
            {title}
          </h3>
          {aside}
        </header>
        {children}
      </article>
    </Card>
  );
}
