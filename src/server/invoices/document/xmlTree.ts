/** A small XML element tree: enough to write a CII document with correct escaping and element order. */
export interface XmlElement {
  name: string
  attributes?: Readonly<Record<string, string>>
  children?: readonly XmlNode[]
}
export type XmlNode = XmlElement | string

export type XmlChild = XmlNode | null | undefined | false
type XmlChildren = readonly (XmlChild | readonly XmlChild[])[]

/** An element; children that are null, undefined or false are left out, so optional parts read inline. */
export function el(name: string, ...children: XmlChildren): XmlElement {
  return elWith(name, {}, ...children)
}

export function elWith(
  name: string,
  attributes: Readonly<Record<string, string>>,
  ...children: XmlChildren
): XmlElement {
  const present = children
    .flat()
    .filter((child): child is XmlNode => child !== null && child !== undefined && child !== false)
  return { name, attributes, children: present }
}

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function escapeXml(value: string): string {
  // Characters XML 1.0 cannot carry at all are dropped rather than written as an unparseable document.
  const allowed = value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
  return allowed.replace(/[&<>"']/g, (character) => TEXT_ESCAPES[character] ?? character)
}

function serializeNode(node: XmlNode, depth: number): string {
  const indent = '  '.repeat(depth)
  if (typeof node === 'string') return `${indent}${escapeXml(node)}`
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('')
  const children = node.children ?? []
  if (children.length === 0) return `${indent}<${node.name}${attributes}/>`
  const [only] = children
  if (children.length === 1 && typeof only === 'string') {
    return `${indent}<${node.name}${attributes}>${escapeXml(only)}</${node.name}>`
  }
  const inner = children.map((child) => serializeNode(child, depth + 1)).join('\n')
  return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`
}

/** The document with an XML declaration, indented two spaces; text-only elements stay on one line. */
export function serializeXml(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializeNode(root, 0)}\n`
}
