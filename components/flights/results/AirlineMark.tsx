import styles from './AirlineMark.module.scss';

/**
 * An airline's mark on a result card: a monogram of its code on its brand colour, drawn here (no
 * logo fetched from the network, nothing to download on a slow connection). Known airlines' colours
 * and the others' one dark slate are in AirlineMark.module.scss (none in the script every flight page loads).
 */
export function AirlineMark({ code, size = 28 }: { code: string; size?: number }) {
  return (
    <svg className={styles.mark} data-airline={code} width={size} height={size} viewBox="0 0 28 28" aria-hidden="true">
      <rect width="28" height="28" rx="7" />
      <text x="14" y="18.5">
        {code}
      </text>
    </svg>
  );
}
