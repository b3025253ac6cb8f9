/** A Durable Object location hint (Cloudflare's region names). */
export type LocationHint = 'wnam' | 'enam' | 'sam' | 'weur' | 'eeur' | 'apac' | 'oc' | 'afr' | 'me';

/** What the hint is chosen from: the `cf` properties of the creator's request. */
export interface RequestPlace {
  continent?: string;
  country?: string;
  longitude?: string;
}

// Durable Objects do not run in the Middle East, Africa or South America, so those players get the
// nearest region that has them: the Gulf and the Levant go to eastern Europe, North and West Africa
// to western Europe, East Africa and Egypt to eastern Europe, South America to eastern North America.
const MIDDLE_EAST = new Set(['SA', 'AE', 'QA', 'KW', 'BH', 'OM', 'YE', 'IQ', 'IR', 'JO', 'SY', 'LB', 'IL', 'PS', 'TR', 'CY']);
const EAST_AFRICA = new Set(['EG', 'SD', 'SS', 'ET', 'ER', 'DJ', 'SO', 'KE', 'UG', 'TZ', 'RW', 'BI', 'MG', 'MU', 'SC', 'KM']);
const EAST_EUROPE = new Set([
  'PL', 'CZ', 'SK', 'HU', 'RO', 'BG', 'UA', 'BY', 'MD', 'RU', 'LT', 'LV', 'EE', 'FI', 'GR', 'RS', 'HR', 'SI', 'BA', 'ME',
  'MK', 'AL', 'XK', 'GE', 'AM', 'AZ',
]);
// Central Asia and the Caucasus sit closer to eastern Europe than to the Asia-Pacific region.
const CENTRAL_ASIA = new Set(['KZ', 'UZ', 'TM', 'KG', 'TJ', 'AF']);

/**
 * The region where a new table should live, from its creator's place; undefined when unknown
 * (the platform then picks the region nearest the request).
 */
export function locationHint(place: RequestPlace | undefined): LocationHint | undefined {
  const country = place?.country?.toUpperCase();
  if (country && MIDDLE_EAST.has(country)) return 'eeur';
  switch (place?.continent?.toUpperCase()) {
    case 'EU':
      return country && EAST_EUROPE.has(country) ? 'eeur' : 'weur';
    case 'AF':
      return country && EAST_AFRICA.has(country) ? 'eeur' : 'weur';
    case 'AS':
      return country && CENTRAL_ASIA.has(country) ? 'eeur' : 'apac';
    case 'OC':
      return 'oc';
    case 'SA':
      return 'enam';
    case 'NA': {
      // the US, Canada and Mexico split at 100°W; Central America and the Caribbean are east
      const longitude = Number(place?.longitude);
      return Number.isFinite(longitude) && longitude < -100 ? 'wnam' : 'enam';
    }
    default:
      return undefined;
  }
}
