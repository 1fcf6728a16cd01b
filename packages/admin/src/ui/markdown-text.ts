// What the Markdown screens decide without rendering: the words of a text, and which images may load. Plain
// functions (no React), tested directly in test/dashboard/search.test.ts.

/**
 * Markdown's words without its marks, roughly as a search engine would quote the page's text. Every pattern is
 * linear in the text's length: a link's label and target stop at the next bracket or parenthesis, a tag at the next
 * `<`, so no start position rescans the rest of the text (a label that could run to the end made a body of 450,000
 * `[` take 15–20 s).
 */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/!?\[([^[\]]*)\]\([^()]*\)/g, '$1')
    .replace(/<[^<>]*>/g, '')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '');
}

/**
 * The address a Markdown image is loaded from, or undefined when it may not be loaded: the shop's media files only,
 * under /media/ of this origin or under the configured media host's base (MEDIA_PUBLIC_URL). Resolved against the page
 * as the browser resolves it, and the resolved address is what is loaded, so `/media/../api2/…`, `%2e%2e`, a
 * backslash or a relative path cannot turn it into a request to the API with the viewer's cookies.
 */
export function mediaImageUrl(src: unknown, page: string, mediaBase?: string): string | undefined {
  if (typeof src !== 'string' || src.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(src, page);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  const bases = [
    new URL('/media/', page),
    ...(mediaBase ? [new URL(mediaBase.endsWith('/') ? mediaBase : `${mediaBase}/`)] : []),
  ];
  const allowed = bases.some(
    (base) =>
      url.origin === base.origin &&
      url.pathname.startsWith(base.pathname) &&
      url.pathname.length > base.pathname.length,
  );
  return allowed ? url.href : undefined;
}
