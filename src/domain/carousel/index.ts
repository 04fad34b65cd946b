export { cardsPerViewFrom, carouselHasControls } from './carousel'
