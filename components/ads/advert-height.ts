/** An advert card's height (px): its place keeps it before it arrives, so nothing below moves. */
export const ADVERT_HEIGHT = 136;
