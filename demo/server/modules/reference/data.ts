/**
 * Reference data of the demo company: currencies, countries (SPEC §9 special ids 0, 1, 3, 157,
 * 222), their states/provinces/counties, pay schedules, and ZIP → timezone lookups.
 */

/** [id, code, name, symbol, symbolPosition] */
export const CURRENCIES: ReadonlyArray<[number, string, string, string, 'before' | 'after']> = [
  [1, 'USD', 'United States Dollar', '$', 'before'],
  [2, 'CAD', 'Canadian Dollar', '$', 'before'],
  [3, 'MXN', 'Mexican Peso', '$', 'before'],
  [4, 'GBP', 'British Pound Sterling', '£', 'before'],
  [5, 'EUR', 'Euro', '€', 'after'],
  [6, 'JPY', 'Japanese Yen', '¥', 'before'],
  [7, 'SEK', 'Swedish Krona', 'kr', 'after'],
  [8, 'TRY', 'Turkish Lira', '₺', 'before'],
  [9, 'BRL', 'Brazilian Real', 'R$', 'before'],
  [10, 'INR', 'Indian Rupee', '₹', 'before'],
  [11, 'AUD', 'Australian Dollar', '$', 'before'],
  [12, 'CHF', 'Swiss Franc', 'CHF', 'before'],
  [13, 'CNY', 'Chinese Yuan', '¥', 'before'],
  [14, 'NZD', 'New Zealand Dollar', '$', 'before'],
  [15, 'PLN', 'Polish Złoty', 'zł', 'after'],
  [16, 'NOK', 'Norwegian Krone', 'kr', 'after'],
  [17, 'DKK', 'Danish Krone', 'kr.', 'after'],
  [18, 'ZAR', 'South African Rand', 'R', 'before'],
  [19, 'PHP', 'Philippine Peso', '₱', 'before'],
  [20, 'CZK', 'Czech Koruna', 'Kč', 'after'],
];

/** [id, name, currency code] — ids 0, 1, 3, 157 and 222 carry special address labels (SPEC §5). */
export const COUNTRIES: ReadonlyArray<[number, string, string]> = [
  [0, 'Not specified', 'USD'],
  [1, 'United States', 'USD'],
  [3, 'Canada', 'CAD'],
  [13, 'Australia', 'AUD'],
  [30, 'Brazil', 'BRL'],
  [44, 'China', 'CNY'],
  [56, 'Czech Republic', 'CZK'],
  [57, 'Denmark', 'DKK'],
  [73, 'France', 'EUR'],
  [80, 'Germany', 'EUR'],
  [99, 'India', 'INR'],
  [104, 'Ireland', 'EUR'],
  [109, 'Japan', 'JPY'],
  [150, 'Netherlands', 'EUR'],
  [153, 'New Zealand', 'NZD'],
  [157, 'Mexico', 'MXN'],
  [160, 'Norway', 'NOK'],
  [170, 'Philippines', 'PHP'],
  [171, 'Poland', 'PLN'],
  [198, 'Spain', 'EUR'],
  [203, 'Sweden', 'SEK'],
  [204, 'Switzerland', 'CHF'],
  [215, 'Türkiye', 'TRY'],
  [196, 'South Africa', 'ZAR'],
  [222, 'United Kingdom', 'GBP'],
];

const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'District of Columbia',
  'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine',
  'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada',
  'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon',
  'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia',
  'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
];
const CA_PROVINCES = [
  'Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Newfoundland and Labrador', 'Northwest Territories',
  'Nova Scotia', 'Nunavut', 'Ontario', 'Prince Edward Island', 'Québec', 'Saskatchewan', 'Yukon',
];
const MX_STATES = [
  'Aguascalientes', 'Baja California', 'Baja California Sur', 'Campeche', 'Chiapas', 'Chihuahua', 'Ciudad de México',
  'Coahuila', 'Colima', 'Durango', 'Estado de México', 'Guanajuato', 'Guerrero', 'Hidalgo', 'Jalisco', 'Michoacán',
  'Morelos', 'Nayarit', 'Nuevo León', 'Oaxaca', 'Puebla', 'Querétaro', 'Quintana Roo', 'San Luis Potosí', 'Sinaloa',
  'Sonora', 'Tabasco', 'Tamaulipas', 'Tlaxcala', 'Veracruz', 'Yucatán', 'Zacatecas',
];
const UK_COUNTIES = [
  'Bedfordshire', 'Belfast', 'Bristol', 'Cambridgeshire', 'Cardiff', 'Cheshire', 'City of Edinburgh', 'Cornwall',
  'Cumbria', 'Derbyshire', 'Devon', 'Dorset', 'Essex', 'Glasgow City', 'Gloucestershire', 'Greater London',
  'Greater Manchester', 'Hampshire', 'Hertfordshire', 'Kent', 'Lancashire', 'Leicestershire', 'Merseyside', 'Norfolk',
  'North Yorkshire', 'Nottinghamshire', 'Oxfordshire', 'Somerset', 'Suffolk', 'Surrey', 'Swansea', 'Tyne and Wear',
  'West Midlands', 'West Sussex', 'West Yorkshire',
];

/** [id, countryId, name]; ids are stable: 1000 × a country's position + the state's position. */
export const STATES: ReadonlyArray<[number, number, string]> = [
  ...US_STATES.map((name, i): [number, number, string] => [1001 + i, 1, name]),
  ...CA_PROVINCES.map((name, i): [number, number, string] => [3001 + i, 3, name]),
  ...MX_STATES.map((name, i): [number, number, string] => [157_001 + i, 157, name]),
  ...UK_COUNTIES.map((name, i): [number, number, string] => [222_001 + i, 222, name]),
];

/** [id, name, countryId, currency code] — get_currency/get_countries/get_states narrow by these. */
export const PAY_SCHEDULES: ReadonlyArray<[number, string, number, string]> = [
  [1, 'US Bi-Weekly', 1, 'USD'],
  [2, 'US Semi-Monthly', 1, 'USD'],
  [3, 'Canada Bi-Weekly', 3, 'CAD'],
  [4, 'Mexico Quincenal', 157, 'MXN'],
  [5, 'UK Monthly', 222, 'GBP'],
];

/** Exact ZIP codes (the demo company's locations among them); checked before the prefix ranges. */
export const ZIP_TIMEZONES: ReadonlyArray<[string, string]> = [
  ['84042', 'America/Denver'],
  ['84101', 'America/Denver'],
  ['10001', 'America/New_York'],
  ['02108', 'America/New_York'],
  ['20001', 'America/New_York'],
  ['33101', 'America/New_York'],
  ['30301', 'America/New_York'],
  ['48201', 'America/Detroit'],
  ['46204', 'America/Indiana/Indianapolis'],
  ['60601', 'America/Chicago'],
  ['75201', 'America/Chicago'],
  ['77001', 'America/Chicago'],
  ['79901', 'America/Denver'],
  ['80202', 'America/Denver'],
  ['83702', 'America/Boise'],
  ['85001', 'America/Phoenix'],
  ['89101', 'America/Los_Angeles'],
  ['90001', 'America/Los_Angeles'],
  ['94105', 'America/Los_Angeles'],
  ['98101', 'America/Los_Angeles'],
  ['96813', 'Pacific/Honolulu'],
  ['99501', 'America/Anchorage'],
  ['32501', 'America/Chicago'],
  ['37902', 'America/New_York'],
];

/**
 * Three-digit ZIP prefix ranges (inclusive) → the timezone of most of the area. A coarse map
 * of the US, enough for a demo; exact ZIPs above win.
 */
export const ZIP_PREFIX_TIMEZONES: ReadonlyArray<[number, number, string]> = [
  [5, 199, 'America/New_York'],
  [200, 299, 'America/New_York'],
  [300, 323, 'America/New_York'],
  [324, 325, 'America/Chicago'],
  [326, 349, 'America/New_York'],
  [350, 375, 'America/Chicago'],
  [376, 379, 'America/New_York'],
  [380, 399, 'America/Chicago'],
  [400, 427, 'America/New_York'],
  [430, 459, 'America/New_York'],
  [460, 479, 'America/Indiana/Indianapolis'],
  [480, 499, 'America/Detroit'],
  [500, 589, 'America/Chicago'],
  [590, 599, 'America/Denver'],
  [600, 797, 'America/Chicago'],
  [798, 799, 'America/Denver'],
  [800, 831, 'America/Denver'],
  [832, 838, 'America/Boise'],
  [840, 847, 'America/Denver'],
  [850, 865, 'America/Phoenix'],
  [870, 884, 'America/Denver'],
  [889, 898, 'America/Los_Angeles'],
  [900, 961, 'America/Los_Angeles'],
  [967, 968, 'Pacific/Honolulu'],
  [969, 969, 'Pacific/Guam'],
  [970, 994, 'America/Los_Angeles'],
  [995, 999, 'America/Anchorage'],
];
