import { STARS, ratingDisplay } from '@/domain/catalogue'

import styles from './Stars.module.css'

/** Whole stars for a rating, hidden from screen readers: the text next to them says the rating. */
export function Stars({ rating }: { rating: number }) {
  const filled = ratingDisplay(rating).filledStars
  return (
    <span className={styles.stars} aria-hidden="true">
      {'★'.repeat(filled)}
      {'☆'.repeat(STARS - filled)}
    </span>
  )
}
