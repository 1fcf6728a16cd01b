import { FormattedMessage } from 'react-intl';

/** How a search engine would likely show the page: title cut near 60 characters, description near 160. */
export function SearchPreview({ title, path, description }: { title: string; path: string; description: string }) {
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
  return (
    <figure className="mt-3 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <figcaption className="mb-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">
        <FormattedMessage id="seo.preview" />
      </figcaption>
      <p className="break-all text-xs text-green-800 dark:text-green-400">
        {window.location.host}
        {path}
      </p>
      <p className="break-words text-lg text-blue-800 dark:text-blue-300">{cut(title, 60)}</p>
      <p className="break-words text-sm text-zinc-700 dark:text-zinc-300">
        {cut(description.replace(/\s+/g, ' '), 160)}
      </p>
    </figure>
  );
}
