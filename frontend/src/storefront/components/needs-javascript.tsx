import './needs-javascript.css';

/**
 * Said in place of a form or control that cannot work without JavaScript, for a browser that runs
 * none (Opera Mini's server mode, script turned off); the rest of the server-rendered page still
 * reads and its links work (ADR 022). A browser with script never shows it.
 */
export function NeedsJavaScript({ what, plural = false }: { what: string; plural?: boolean }) {
  return (
    <noscript>
      <p className="needs-javascript">{what} {plural ? 'need' : 'needs'} JavaScript, which is turned off in this browser.</p>
    </noscript>
  );
}
