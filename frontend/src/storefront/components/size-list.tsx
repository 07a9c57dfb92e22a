import './size-list.css';
const MAX_SIZES_SHOWN = 3;

/** SPEC §9: at most 3 sizes, then '+N more'. */
export function SizeList({ sizes }: { sizes: readonly string[] }) {
  if (sizes.length === 0) return null;
  const hidden = sizes.length - MAX_SIZES_SHOWN;
  return (
    <ul className="size-list" aria-label="Sizes">
      {sizes.slice(0, MAX_SIZES_SHOWN).map((size) => (
        <li key={size} className="size-list__size">
          {size}
        </li>
      ))}
      {hidden > 0 ? <li className="size-list__more">+{hidden} more</li> : null}
    </ul>
  );
}
