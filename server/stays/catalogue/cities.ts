/** The stays catalogue's cities: the destinations every product shares. */
export { STAY_CITIES, type StayCity } from '../../reference/destination-cities';
