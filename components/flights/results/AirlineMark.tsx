import styles from './AirlineMark.module.scss';

/**
 * An airline's mark on a result card: a monogram of its code on its brand colour, drawn here (no
 * logo fetched from the network, nothing to download on a slow connection). Airlines without a
 * known colour get a steady one from their code.
 */
const BRAND_COLOURS: Record<string, string> = {
  P4: '#0d3b7a', // Air Peace
  W3: '#c8102e', // Arik Air
  QI: '#00703c', // Ibom Air
  VK: '#e05a00', // ValueJet
  ET: '#0c7f3f', // Ethiopian
  KQ: '#b4000f', // Kenya Airways
  HF: '#e87511', // Air Côte d'Ivoire
  KP: '#003b7a', // ASKY
  AT: '#c4122f', // Royal Air Maroc
  MS: '#00205b', // EgyptAir
  SA: '#00447c', // South African
  WB: '#00a1de', // RwandAir
  HC: '#0a7a3b', // Air Sénégal
  BA: '#075aaa', // British Airways
  VS: '#b3001b', // Virgin Atlantic
  AF: '#002157', // Air France
  KL: '#00a1de', // KLM
  LH: '#05164d', // Lufthansa
  TK: '#c70a0c', // Turkish Airlines
  EK: '#d71921', // Emirates
  QR: '#5c0632', // Qatar Airways
  TP: '#d7001e', // TAP
  SN: '#002f6c', // Brussels Airlines
  DL: '#003268', // Delta
  UA: '#002244', // United
};

/** A steady, dark enough colour for white letters (contrast above 4.5:1) from any code. */
function colourOf(code: string): string {
  if (BRAND_COLOURS[code]) return BRAND_COLOURS[code];
  const hash = [...code].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
  return `hsl(${hash} 55% 30%)`;
}

export function AirlineMark({ code, size = 28 }: { code: string; size?: number }) {
  return (
    <svg className={styles.mark} width={size} height={size} viewBox="0 0 28 28" aria-hidden="true">
      <rect width="28" height="28" rx="7" fill={colourOf(code)} />
      <text x="14" y="18.5">
        {code}
      </text>
    </svg>
  );
}
