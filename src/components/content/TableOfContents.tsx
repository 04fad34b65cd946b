import type { TocEntry } from '@/domain/content'

/** Links to the headings of a text; level-3 headings are indented under their section. */
export function TableOfContents({ entries, title }: { entries: readonly TocEntry[]; title: string }) {
  if (!entries.length) return null
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc__title">
        {title}
      </h2>
      <ol className="toc__list">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? 'toc__item toc__item--sub' : 'toc__item'}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
