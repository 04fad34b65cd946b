// The home page's consultant carousel: how many cards fit comes from the CSS (--per-view by width).

/** --per-view of the widest layout (ConsultantCarousel.module.css): more cards than this need the buttons at every width. */
export const MOST_CARDS_PER_VIEW = 3

/** The --per-view value of the track's computed style; anything unreadable counts as one card. */
export function cardsPerViewFrom(cssValue: string): number {
  const value = Number.parseInt(cssValue.trim(), 10)
  return Number.isInteger(value) && value >= 1 ? value : 1
}

/** Previous / Next only when the cards do not all fit; otherwise the cards are a plain list. */
export function carouselHasControls(cardCount: number, cardsPerView: number): boolean {
  return cardCount > cardsPerView
}
