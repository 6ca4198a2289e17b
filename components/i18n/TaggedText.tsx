import type { ReactNode } from 'react';

/**
 * A translated sentence with one `<tag>words</tag>` part drawn by `render` (a link, say), so the
 * words around it stay in the translator's order. react-i18next's Trans does more and weighs
 * about 3 kB on every page; a sentence with one marked part needs only this.
 */
export function TaggedText({ text, tag, render }: { text: string; tag: string; render: (words: string) => ReactNode }) {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = text.indexOf(close, start + open.length);
  if (start === -1 || end === -1) return text;
  return (
    <>
      {text.slice(0, start)}
      {render(text.slice(start + open.length, end))}
      {text.slice(end + close.length)}
    </>
  );
}
