import MarkdownIt from 'markdown-it';

/**
 * Staff write policy pages in Markdown; shoppers get HTML. Rendered here, on the server, so the
 * storefront ships no Markdown parser and no text staff typed ever reaches a browser as markup:
 * - `html: false`: any HTML in the source (<script>, <img onerror>, <iframe>) comes out escaped, as text;
 * - images are off: a policy page loads nothing from another host;
 * - links must be https:, mailto:, tel: or a path on this shop (`/returns`, `#fees`); anything
 *   else (javascript:, data:, vbscript:, http:) stays plain text.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false }).disable(['image']);

const SAFE_LINK = /^(?:https:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
markdown.validateLink = (url: string) => SAFE_LINK.test(url.trim());

const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const href = tokens[index].attrGet('href') ?? '';
  // Another site opens without access to this page (and without learning which page sent it).
  if (/^https:/i.test(href)) tokens[index].attrSet('rel', 'noopener noreferrer');
  return defaultLinkOpen(tokens, index, options, env, self);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
