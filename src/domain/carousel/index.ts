export { MOST_CARDS_PER_VIEW, cardsPerViewFrom, carouselHasControls } from './carousel'
