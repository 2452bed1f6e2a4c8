/** Made-up details shown blurred in place of a patient the receiver may not see yet (SPEC §4). */
export interface PatientPlaceholders {
  name: string;
  dob: string;
  email: string;
  phone: string;
  address: string;
}

const TITLES = ['Mr', 'Mrs', 'Ms', 'Dr'];
const FIRST_NAMES = ['Alex', 'Sam', 'Jordan', 'Morgan', 'Taylor', 'Casey', 'Robin', 'Jamie'];
const LAST_NAMES = ['Ashdown', 'Brookes', 'Carter', 'Dawlish', 'Ellery', 'Fenwick', 'Garland', 'Hollis'];
const STREETS = ['Elm Grove', 'Mill Lane', 'Church Road', 'Park Avenue', 'Station Road', 'Orchard Way'];
const TOWNS = ['Ashford', 'Bexley', 'Croydon', 'Dorking', 'Epsom', 'Farnham'];

type Random = () => number;

const pick = <Item>(items: readonly Item[], random: Random): Item =>
  items[Math.floor(random() * items.length)] as Item;
const digits = (count: number, random: Random) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
const between = (low: number, high: number, random: Random) => low + Math.floor(random() * (high - low + 1));
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Random, plausible-looking values: they only give the blurred fields a realistic shape and say nothing
 * about the patient (generated in the browser, never from the referral).
 */
export function randomPatientPlaceholders(random: Random = Math.random): PatientPlaceholders {
  const first = pick(FIRST_NAMES, random);
  const last = pick(LAST_NAMES, random);
  const letter = () => String.fromCharCode(65 + Math.floor(random() * 26));
  return {
    name: `${pick(TITLES, random)} ${first} ${last}`,
    dob: `${twoDigits(between(1, 28, random))}/${twoDigits(between(1, 12, random))}/${between(1940, 2005, random)}`,
    email: `${first}.${last}${digits(2, random)}@example.com`.toLowerCase(),
    phone: `+44 7${digits(3, random)} ${digits(6, random)}`,
    address: `${between(1, 199, random)} ${pick(STREETS, random)}, ${pick(TOWNS, random)}, ${letter()}${letter()}${between(1, 20, random)} ${digits(1, random)}${letter()}${letter()}`,
  };
}
