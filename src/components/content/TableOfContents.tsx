import type { TocEntry } from '@/domain/content'
import styles from './TableOfContents.module.css'

/** Links to the headings of a text; level-3 headings are indented under their section. */
export function TableOfContents({ entries, title }: { entries: readonly TocEntry[]; title: string }) {
  if (!entries.length) return null
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <h2 id="toc-title" className={styles.title}>
        {title}
      </h2>
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? `${styles.item} ${styles.sub}` : styles.item}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
