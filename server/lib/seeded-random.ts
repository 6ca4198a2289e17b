/** FNV-1a: a stable 32-bit hash of a string, so the same search always draws the same numbers. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  // MurmurHash3's finaliser: keys that differ in one character land far apart.
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  value ^= value >>> 16;
  return value >>> 0;
}

/** A number in [0, 1) fixed by the key. */
export function unit(key: string): number {
  return hash(key) / 0x100000000;
}

/** An integer in [min, max] fixed by the key. */
export function between(key: string, min: number, max: number): number {
  return min + Math.floor(unit(key) * (max - min + 1));
}

/** A small deterministic generator (mulberry32): the same numbers on every machine for a seed. */
export function seededGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
