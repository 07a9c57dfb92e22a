import { useId, type ReactNode } from 'react';

interface TitledSectionProps {
  title: string;
  className: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A page section named by its h2, so screen readers list it by that name. */
export function TitledSection({ title, className, titleClassName = 'section__title', children }: TitledSectionProps) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
