import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface IconPoint {
  icon: ReactNode;
  title: string;
  text: string;
  /** Makes the whole point a link (the signed-in home's quick actions). */
  to?: string;
}

interface IconPointListProps {
  points: readonly IconPoint[];
  className: string;
  /** BEM block of one point: `<block>`, `<block>__icon`, `__title` and `__text` carry each list's look. */
  block: string;
  /** Points under a page section's h2 get h3 titles; short ones in a strip stay plain text. */
  headed?: boolean;
}

/** The round icon with a title and a line under it: landing and supplier benefits, about values, home quick actions. */
export function IconPointList({ points, className, block, headed = false }: IconPointListProps) {
  const Title = headed ? 'h3' : 'span';
  const Text = headed ? 'p' : 'span';
  return (
    <ul className={className}>
      {points.map((point) => {
        const body = (
          <>
            <span className={`round-icon ${block}__icon`} aria-hidden="true">
              {point.icon}
            </span>
            <Title className={`${block}__title`}>{point.title}</Title>
            <Text className={`${block}__text`}>{point.text}</Text>
          </>
        );
        return point.to ? (
          <li key={point.to}>
            <Link to={point.to} className={block}>
              {body}
            </Link>
          </li>
        ) : (
          <li key={point.title} className={block}>
            {body}
          </li>
        );
      })}
    </ul>
  );
}
