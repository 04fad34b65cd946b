import { otherSide, sideOf, type InquiryRole, type Side } from './sides'

export type UnreadCounts = Record<Side, number>

/** After a message from `senderRole`: the recipient has one more unread message, the sender has read all. */
export function unreadAfterMessage(counts: UnreadCounts, senderRole: InquiryRole): UnreadCounts {
  const sender = sideOf(senderRole)
  const recipient = otherSide(sender)
  return { [sender]: 0, [recipient]: Math.max(0, counts[recipient]) + 1 } as UnreadCounts
}

/** Opening the thread reads everything in it for the viewer; the other side's count is theirs to clear. */
export function unreadAfterReading(counts: UnreadCounts, reader: Side): UnreadCounts {
  return { ...counts, [reader]: 0 }
}

/** A conversation is marked unread for a viewer while messages from the other side wait for them. */
export const isUnreadFor = (counts: UnreadCounts, viewer: Side): boolean => counts[viewer] > 0

/** The header badge counts conversations with something unread, not single messages. */
export function unreadConversations(rows: readonly UnreadCounts[], viewer: Side): number {
  return rows.filter((row) => isUnreadFor(row, viewer)).length
}
