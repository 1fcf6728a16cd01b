// Markdown as the shop stores it (docs/decisions.md, "Content in the dashboard"), shown as React elements: raw HTML in
// the text is never rendered (react-markdown leaves it out), link targets go through react-markdown's URL filter
// (no javascript:), and only the shop's media files are loaded as images, so a preview never runs script, breaks the CSP
// or makes the viewer's browser call the API (an image of /api2/admin/orders/export would run an export).
import { useDeferredValue, useId, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { FormattedMessage, useIntl } from 'react-intl';
import { mediaImageUrl } from './markdown-text';

/** The media host the server names when MEDIA_PUBLIC_URL is set (src/http/dashboard); its CSP allows that host too. */
const named = document.querySelector<HTMLMetaElement>('meta[name="media-base"]')?.content;
const MEDIA_BASE = named && /^https?:\/\//.test(named) ? named : undefined;

/** Any other image is named, not loaded. */
const components: Components = {
  img: ({ src, alt }) => {
    const url = mediaImageUrl(src, window.location.href, MEDIA_BASE);
    return url ? (
      <img src={url} alt={alt ?? ''} className="max-w-full" loading="lazy" />
    ) : (
      <span className="rounded bg-zinc-100 px-1 text-xs dark:bg-zinc-800">
        <FormattedMessage id="markdown.externalImage" values={{ alt: alt || String(src ?? '') }} />
      </span>
    );
  },
};

const prose =
  'min-w-0 break-words text-sm [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-zinc-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-zinc-100 ' +
  'dark:[&_code]:bg-zinc-800 [&_h1]:mb-2 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_hr]:my-3 ' +
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-6';

/**
 * The parser (micromark) is not linear on bracket floods: 40,000 characters of `[a](` take 2.6 s, 450,000 `[` 15 s,
 * on the main thread. The preview parses at most this much, which keeps any text under half a second.
 */
const PREVIEW_LIMIT = 20_000;

export function MarkdownPreview({ text, label }: { text: string; label: string }) {
  // Typing stays quick in a long text: the preview renders what was typed once the browser has time.
  const deferred = useDeferredValue(text);
  return (
    <section aria-label={label} className="min-h-24 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      {deferred.length > PREVIEW_LIMIT && (
        <p className="mb-2 text-xs text-zinc-600 dark:text-zinc-400">
          <FormattedMessage id="markdown.previewCut" values={{ count: PREVIEW_LIMIT }} />
        </p>
      )}
      <div className={prose}>
        <Markdown components={components}>{deferred.slice(0, PREVIEW_LIMIT)}</Markdown>
      </div>
    </section>
  );
}

/** A Markdown text area beside its live preview (stacked on narrow screens). */
export function MarkdownEditor({
  label,
  hint,
  error,
  preview,
  children,
}: {
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  /** The text to preview (the field's current value). */
  preview: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
        {hint
          ? `${intl.formatMessage({ id: 'markdown.hint' })} · ${hint}`
          : intl.formatMessage({ id: 'markdown.hint' })}
      </p>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {children(id, error ? `${hintId} ${errorId}` : hintId)}
        <MarkdownPreview text={preview} label={intl.formatMessage({ id: 'markdown.preview' })} />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
