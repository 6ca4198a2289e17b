import type { Season } from '@/store/slices/ui';
import styles from './Logo.module.scss';

interface LogoProps {
  season: Season;
  name: string;
}

/** The baobab mark and wordmark; around Christmas, Easter and Sallah the mark wears a seasonal touch. */
export function Logo({ season, name }: LogoProps) {
  return (
    <span className={styles.logo}>
      <svg viewBox="0 0 34 32" width="34" height="32" role="img" aria-label={name} data-season={season ?? 'none'} className={styles.mark}>
        <path fill="currentColor" d="M14 30h4V19c3 0 7-2 8-6 2 0 4-2 4-4s-2-4-4-4c-1-3-4-4-6-3-2-2-6-2-8 0-2-1-5 0-6 3-2 0-4 2-4 4s2 4 4 4c1 4 5 6 8 6z" />
        {season === 'christmas' && <path d="M10 2l6-2 6 3-5 2z" fill="#C62828" />}
        {season === 'easter' && <ellipse cx="27" cy="26" rx="3" ry="4" fill="#F2A541" />}
        {season === 'sallah' && <path d="M27 2a5 5 0 1 0 4 8 4 4 0 1 1-4-8z" fill="#F2A541" />}
      </svg>
      <span className={styles.wordmark} aria-hidden="true">
        {name}
      </span>
    </span>
  );
}
