import { RichTextContent } from './RichTextContent'
import styles from './HelpArticleList.module.css'
import type { HelpArticle } from '@/payload-types'

type Group = { key: string; title: string; items: HelpArticle[] }

/** Categories as sections; each article opens in place (a native disclosure, no client code). */
export function HelpArticleList({ groups }: { groups: Group[] }) {
  return (
    <div>
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`help-group-${group.key}`}>
          <h2 id={`help-group-${group.key}`}>{group.title}</h2>
          {group.items.map((article) => (
            <details key={article.id} id={article.slug} className={styles.article}>
              <summary>
                <span className={styles.title}>{article.title}</span>
                {article.summary && <span className={styles.summary}>{article.summary}</span>}
              </summary>
              <RichTextContent data={article.content} />
            </details>
          ))}
        </section>
      ))}
    </div>
  )
}
