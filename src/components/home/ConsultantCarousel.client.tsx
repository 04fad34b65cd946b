'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * Cards in one row: 3 wide from 1024 px, 2 below, 1 below 700 px (CSS). With more cards than fit, the
 * row scrolls by a page with Previous / Next; when they all fit it is a plain list without buttons.
 */
export function ConsultantCarousel({ cards, label }: { cards: ReactNode[]; label: string }) {
  const t = useTranslations('home')
  const track = useRef<HTMLUListElement>(null)
  const [overflows, setOverflows] = useState(false)

  useEffect(() => {
    const element = track.current
    if (!element) return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [cards.length])

  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' })

  return (
    <div className={overflows ? 'carousel carousel--scrolling' : 'carousel'}>
      {overflows && (
        <button type="button" className="carousel__button" onClick={() => scroll(-1)} aria-label={t('previous')}>
          ‹
        </button>
      )}
      <ul ref={track} className="carousel__track" aria-label={label}>
        {cards.map((card, index) => (
          <li key={index} className="carousel__item">
            {card}
          </li>
        ))}
      </ul>
      {overflows && (
        <button type="button" className="carousel__button" onClick={() => scroll(1)} aria-label={t('next')}>
          ›
        </button>
      )}
    </div>
  )
}
