import styles from './ConsultantPhoto.module.css'
import { initialsOf } from '@/domain/profilePage'

type Props = {
  imageUrl: string | null
  firstName: string
  lastName: string
  /** The picture's own size; shown at `--photo-size` (64 px unless the page sets it). */
  size: number
  className?: string
}

/** A consultant's picture, or their initials on a coloured disc when they have none. Decorative: the name is told beside it. */
export function ConsultantPhoto({ imageUrl, firstName, lastName, size, className = '' }: Props) {
  if (imageUrl) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- our own square JPEG upload
      <img src={imageUrl} alt="" width={size} height={size} className={`${styles.photo} ${className}`} />
    )
  }
  return (
    <span
      className={`${styles.photo} ${styles.initials} ${className}`}
      aria-hidden="true"
      data-testid="profile-initials"
    >
      {initialsOf(firstName, lastName)}
    </span>
  )
}
