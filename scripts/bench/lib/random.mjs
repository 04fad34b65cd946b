// Random choices that spread a run's requests over many records.

export const pick = (items) => items[Math.floor(Math.random() * items.length)]

/** Shuffles `items` in place (Fisher–Yates) and answers it. */
export const shuffle = (items) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[items[i], items[j]] = [items[j], items[i]]
  }
  return items
}
