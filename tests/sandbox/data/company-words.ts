// Word lists of the generated company directory: name parts, locations with their country TLDs,
// specialties and contact names. Fixed data; which word a company gets depends on the seed.
import type { CompanyType, EmployeeRange } from '../../../lib/api/schemas';

export const NAME_PREFIXES = [
  'Blue', 'North', 'Bright', 'Silver', 'Iron', 'Summit', 'Cedar', 'Harbor', 'Nova', 'Pixel', 'Quantum', 'Atlas',
  'Maple', 'Granite', 'Copper', 'Golden', 'Crystal', 'Swift', 'Clear', 'Green', 'Red', 'Evergreen', 'Oak', 'Pine',
  'River', 'Stone', 'Sky', 'Sun', 'Star', 'Moon', 'Ember', 'Frost', 'Coral', 'Lumen', 'Vertex', 'Apex',
  'Orbit', 'Signal', 'Beacon', 'Pioneer', 'True', 'Bold', 'Prime', 'Urban', 'Wild', 'Hidden', 'Little', 'Grand',
] as const;

export const NAME_STEMS = [
  'wave', 'field', 'stone', 'bridge', 'path', 'leaf', 'forge', 'light', 'works', 'point', 'gate', 'mark',
  'line', 'spring', 'peak', 'haven', 'crest', 'brook', 'ridge', 'wood', 'port', 'vale', 'shore', 'hill',
  'craft', 'loop', 'nest', 'hive', 'mill', 'yard', 'well', 'wind', 'fox', 'owl', 'bird', 'bear',
] as const;

const BUSINESS_SUFFIXES = [
  'Labs', 'Systems', 'Group', 'Studio', 'Partners', 'Co', 'Analytics', 'Health', 'Foods', 'Logistics', 'Software',
  'Media', 'Capital', 'Consulting', 'Outfitters', 'Supply', 'Digital', 'Apparel', 'Energy', 'Robotics', 'Goods',
  'Technologies', 'Ventures', 'Brands', 'Home', 'Travel', 'Finance', 'Security', 'Design', 'Cloud',
] as const;

/** Name suffixes by company type, so a "Nonprofit" reads like one. */
export const SUFFIXES_BY_TYPE: Record<CompanyType, readonly string[]> = {
  'Privately Held': BUSINESS_SUFFIXES,
  'Public Company': ['Inc', 'Holdings', 'Corporation', 'Group', 'Industries', 'Technologies'],
  'Self-Owned': BUSINESS_SUFFIXES,
  Partnership: ['Partners', 'and Associates', 'Legal', 'Advisors', 'Architects'],
  'Self-Employed': ['Creative', 'Coaching', 'Photography', 'Studio', 'Consulting'],
  Nonprofit: ['Foundation', 'Alliance', 'Trust', 'Initiative', 'Society'],
  Educational: ['Academy', 'Institute', 'School', 'College', 'Learning'],
  'Government Agency': ['Authority', 'Agency', 'Council', 'Commission', 'Office'],
};

export interface Location {
  country: string;
  state: string | null;
  city: string;
  /** Country-code TLD used for some companies of the country (else .com). */
  tld: string;
  weight: number;
}

const L = (country: string, state: string | null, city: string, tld: string, weight: number): Location => ({ country, state, city, tld, weight });

/** Every location appears in the directory (the first companies take one each). */
export const LOCATIONS: readonly Location[] = [
  L('United States', 'California', 'San Francisco', 'com', 10), L('United States', 'California', 'Los Angeles', 'com', 7),
  L('United States', 'California', 'San Diego', 'com', 3), L('United States', 'New York', 'New York', 'com', 10),
  L('United States', 'Texas', 'Austin', 'com', 5), L('United States', 'Texas', 'Houston', 'com', 3), L('United States', 'Texas', 'Dallas', 'com', 3),
  L('United States', 'Washington', 'Seattle', 'com', 5), L('United States', 'Massachusetts', 'Boston', 'com', 5),
  L('United States', 'Illinois', 'Chicago', 'com', 5), L('United States', 'Colorado', 'Denver', 'com', 3), L('United States', 'Georgia', 'Atlanta', 'com', 3),
  L('United States', 'Florida', 'Miami', 'com', 3), L('United States', 'Oregon', 'Portland', 'com', 2), L('United States', 'North Carolina', 'Raleigh', 'com', 2),
  L('United States', 'Utah', 'Salt Lake City', 'com', 2), L('United States', 'Pennsylvania', 'Philadelphia', 'com', 2),
  L('United States', 'Minnesota', 'Minneapolis', 'com', 2), L('United States', 'Arizona', 'Phoenix', 'com', 2), L('United States', 'Ohio', 'Columbus', 'com', 2),
  L('United Kingdom', 'England', 'London', 'co.uk', 8), L('United Kingdom', 'England', 'Manchester', 'co.uk', 2), L('United Kingdom', 'Scotland', 'Edinburgh', 'co.uk', 1),
  L('United Kingdom', 'England', 'Bristol', 'co.uk', 1), L('United Kingdom', 'Wales', 'Cardiff', 'co.uk', 1),
  L('Germany', 'Berlin', 'Berlin', 'de', 4), L('Germany', 'Bavaria', 'Munich', 'de', 2), L('Germany', 'Hamburg', 'Hamburg', 'de', 2),
  L('France', 'Ile-de-France', 'Paris', 'fr', 4), L('France', 'Auvergne-Rhone-Alpes', 'Lyon', 'fr', 1),
  L('Canada', 'Ontario', 'Toronto', 'ca', 4), L('Canada', 'British Columbia', 'Vancouver', 'ca', 2), L('Canada', 'Quebec', 'Montreal', 'ca', 2),
  L('Australia', 'New South Wales', 'Sydney', 'com.au', 3), L('Australia', 'Victoria', 'Melbourne', 'com.au', 2),
  L('Netherlands', 'North Holland', 'Amsterdam', 'nl', 3), L('Spain', 'Community of Madrid', 'Madrid', 'es', 2), L('Spain', 'Catalonia', 'Barcelona', 'es', 2),
  L('India', 'Karnataka', 'Bangalore', 'in', 3), L('India', 'Maharashtra', 'Mumbai', 'in', 2), L('Brazil', 'Sao Paulo', 'Sao Paulo', 'com.br', 2),
  L('Japan', 'Tokyo', 'Tokyo', 'jp', 2), L('Sweden', 'Stockholm County', 'Stockholm', 'se', 2), L('Ireland', 'County Dublin', 'Dublin', 'ie', 2),
  L('Singapore', null, 'Singapore', 'sg', 2), L('Israel', 'Tel Aviv District', 'Tel Aviv', 'co.il', 2), L('Switzerland', 'Zurich', 'Zurich', 'ch', 1),
  L('Italy', 'Lombardy', 'Milan', 'it', 1), L('Poland', 'Masovian', 'Warsaw', 'pl', 1), L('Mexico', 'Mexico City', 'Mexico City', 'mx', 1),
];

/** Relative frequency of each employee range in the directory (small companies dominate). */
export const EMPLOYEE_WEIGHTS: Record<EmployeeRange, number> = {
  '1-1': 3, '1-10': 8, '2-10': 15, '11-50': 25, '51-200': 20, '201-500': 10, '501-1000': 7, '1001-5000': 6, '5001-10000': 3, '10001+': 3,
};

/** Professional-network members of a company of each range: [min, max]. */
export const MEMBERS_BY_RANGE: Record<EmployeeRange, readonly [number, number]> = {
  '1-1': [1, 3], '1-10': [1, 12], '2-10': [2, 15], '11-50': [8, 70], '51-200': [40, 260], '201-500': [150, 650],
  '501-1000': [400, 1300], '1001-5000': [900, 6500], '5001-10000': [4000, 13000], '10001+': [9000, 250000],
};

export const COMPANY_TYPE_WEIGHTS: Record<CompanyType, number> = {
  'Privately Held': 55, 'Public Company': 8, 'Self-Owned': 6, Partnership: 4, 'Self-Employed': 5, Nonprofit: 10,
  Educational: 7, 'Government Agency': 5,
};

export const SPECIALTIES = [
  'SaaS', 'E-commerce', 'Digital Marketing', 'Consulting', 'Data Analytics', 'Cloud Computing', 'Mobile Apps', 'Web Development',
  'Brand Strategy', 'Customer Experience', 'Supply Chain', 'Machine Learning', 'Cybersecurity', 'Payments', 'Logistics',
  'Content Marketing', 'SEO', 'Product Design', 'Recruiting', 'Financial Planning', 'Sustainability', 'Healthcare IT',
  'Education Technology', 'Retail', 'Manufacturing', 'Research', 'Community Outreach', 'Event Management', 'Public Relations',
  'Real Estate', 'Travel', 'Food Service', 'Media Production', 'Developer Tools', 'Marketplace', 'Subscription Commerce',
] as const;

export const FIRST_NAMES = [
  'Alex', 'Sam', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie', 'Avery', 'Quinn', 'Maria', 'James',
  'Priya', 'Wei', 'Fatima', 'Lucas', 'Sofia', 'Noah', 'Emma', 'Liam', 'Olivia', 'Mateo', 'Aisha', 'Kenji',
] as const;
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Garcia', 'Chen', 'Patel', 'Müller', 'Rossi', 'Kim', 'Nguyen', 'Silva', 'Brown', 'Martin',
  'Okafor', 'Tanaka', 'Cohen', 'Novak', 'Larsen', 'Dubois', 'Singh', 'Lopez', 'Walker', 'Young', 'Hughes', 'Reyes',
] as const;
export const CONTACT_TITLES = [
  'CEO', 'CTO', 'Head of Marketing', 'VP Engineering', 'Marketing Manager', 'Head of Growth', 'E-commerce Director',
  'IT Manager', 'Chief Marketing Officer', 'Product Manager', 'Web Developer', 'Head of Digital', 'Operations Manager',
] as const;
