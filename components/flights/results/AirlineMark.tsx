import styles from './AirlineMark.module.scss';

/** A steady, dark enough colour for white letters (contrast above 4.5:1) from any code. */
function colourOf(code: string): string {
  const hash = [...code].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
  return `hsl(${hash} 55% 30%)`;
}

/**
 * An airline's mark on a result card: a monogram of its code on its brand colour, drawn here (no
 * logo fetched from the network, nothing to download on a slow connection). Known airlines' colours
 * are in AirlineMark.module.scss; the others get a steady one from their code.
 */
export function AirlineMark({ code, size = 28 }: { code: string; size?: number }) {
  return (
    <svg className={styles.mark} data-airline={code} width={size} height={size} viewBox="0 0 28 28" aria-hidden="true">
      <rect width="28" height="28" rx="7" fill={colourOf(code)} />
      <text x="14" y="18.5">
        {code}
      </text>
    </svg>
  );
}
