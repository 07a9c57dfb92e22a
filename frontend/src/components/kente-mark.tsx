import './kente-mark.css';

/** The shop's mark: a small square of woven kente strips (decorative; the name sits beside it). */
export function KenteMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="kente-mark">
      <rect width="32" height="32" rx="6" fill="#C8961E" />
      <path d="M0 7h32v4H0zM0 21h32v4H0z" fill="#14532D" />
      <path d="M9 0h4v32H9zM19 0h4v32h-4z" fill="#B42318" fillOpacity=".85" />
      <path d="M0 14h32v4H0z" fill="#1F1A14" fillOpacity=".8" />
    </svg>
  );
}
