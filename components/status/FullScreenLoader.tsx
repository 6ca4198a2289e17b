import styles from './FullScreenLoader.module.scss';

/** Full-screen loading overlay; `label` names what it waits for ("Finding flights…"). */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
