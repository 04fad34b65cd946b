'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import styles from './ConsultantCarousel.module.css'
import { MOST_CARDS_PER_VIEW, cardsPerViewFrom, carouselHasControls } from '@/domain/carousel'

/**
 * Cards in one row: 3 wide from 1024 px, 2 below, 1 below 700 px (CSS --per-view). With more cards than
 * fit, the row scrolls by a page with Previous / Next; when they all fit it is a plain list without buttons.
 */
export function ConsultantCarousel({ cards, label }: { cards: ReactNode[]; label: string }) {
  const t = useTranslations('home')
  const track = useRef<HTMLUListElement>(null)
  // The server cannot measure the width: it renders the buttons when even the widest row cannot show every
  // card, so that they do not appear after hydration and narrow (and reflow) the cards.
  const [controls, setControls] = useState(() => carouselHasControls(cards.length, MOST_CARDS_PER_VIEW))

  useEffect(() => {
    const element = track.current
    if (!element) return
    const measure = () =>
      setControls(
        carouselHasControls(cards.length, cardsPerViewFrom(getComputedStyle(element).getPropertyValue('--per-view'))),
      )
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [cards.length])

  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' })

  return (
    <div className={styles.carousel}>
      {controls && (
        <button type="button" className={styles.button} onClick={() => scroll(-1)} aria-label={t('previous')}>
          ‹
        </button>
      )}
      <ul ref={track} className={styles.track} aria-label={label}>
        {cards.map((card, index) => (
          <li key={index} className={styles.item}>
            {card}
          </li>
        ))}
      </ul>
      {controls && (
        <button type="button" className={styles.button} onClick={() => scroll(1)} aria-label={t('next')}>
          ›
        </button>
      )}
    </div>
  )
}
