/** A maps app's own link for a place: the phone opens its maps app (no map is drawn on our pages). */
export const mapsLink = (latitude: number, longitude: number) => `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
