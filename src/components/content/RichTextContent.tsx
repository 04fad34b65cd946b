import type { SerializedHeadingNode } from '@payloadcms/richtext-lexical'
import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { TocEntry } from '@/domain/content'
import styles from './RichTextContent.module.css'

type Props = { data: unknown; toc?: readonly TocEntry[]; className?: string }

/** Renders a Lexical text; headings listed in `toc` get its anchor ids so the contents links land on them. */
export function RichTextContent({ data, toc = [], className = styles.prose }: Props) {
  if (!data || typeof data !== 'object') return null
  const ids = new Map<unknown, string>(toc.map((entry) => [entry.node, entry.id]))
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    heading: ({ node, nodesToJSX }) => {
      const heading = node as SerializedHeadingNode
      const Tag = heading.tag
      return (
        <Tag id={ids.get(node)} tabIndex={ids.has(node) ? -1 : undefined}>
          {nodesToJSX({ nodes: heading.children })}
        </Tag>
      )
    },
  })
  return <RichText className={className} data={data as SerializedEditorState} converters={converters} />
}
