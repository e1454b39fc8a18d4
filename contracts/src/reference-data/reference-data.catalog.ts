/**
 * The seeded catalogue: an industry taxonomy for startups and their corporate partners (in the spirit of the
 * GICS sectors, regrouped the way venture investors file companies), the funding stages a team moves through,
 * and the default organisation. Ids are stable: they are what clients and teams store.
 */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const INDUSTRIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'Software & Internet',
    [
      'Enterprise Software (SaaS)',
      'Developer Tools',
      'Cybersecurity',
      'Data & Analytics',
      'Consumer Internet',
      'Marketplaces',
      'Gaming',
    ],
  ],
  [
    'Artificial Intelligence',
    [
      'Foundation Models',
      'AI Applications',
      'Machine Learning Infrastructure',
      'Computer Vision',
      'Robotics & Automation',
    ],
  ],
  [
    'Financial Services',
    ['Fintech', 'Payments', 'Banking', 'Insurance & Insurtech', 'Wealth & Asset Management', 'Crypto & Digital Assets'],
  ],
  [
    'Healthcare & Life Sciences',
    ['Digital Health', 'Medical Devices', 'Biotechnology', 'Pharmaceuticals', 'Healthcare Services', 'Diagnostics'],
  ],
  [
    'Climate & Energy',
    [
      'Renewable Energy',
      'Energy Storage',
      'Carbon Management',
      'Mobility & Electric Vehicles',
      'Oil & Gas',
      'Utilities',
    ],
  ],
  [
    'Consumer',
    [
      'Consumer Products',
      'Food & Beverage',
      'Retail & E-commerce',
      'Media & Entertainment',
      'Travel & Hospitality',
      'Wellness & Fitness',
    ],
  ],
  [
    'Industrials',
    [
      'Manufacturing',
      'Aerospace & Defense',
      'Logistics & Supply Chain',
      'Construction & Engineering',
      'Industrial Automation',
    ],
  ],
  ['Real Estate', ['PropTech', 'Commercial Real Estate', 'Residential Real Estate', 'Smart Buildings']],
  ['Education', ['EdTech', 'Higher Education', 'Corporate Learning', 'K-12']],
  ['Agriculture & Food Systems', ['AgTech', 'Alternative Proteins', 'Farming & Crop Production', 'Food Supply Chain']],
  ['Telecommunications', ['Networks & Connectivity', 'Wireless & 5G', 'Satellite & Space']],
  ['Materials & Chemicals', ['Chemicals', 'Advanced Materials', 'Metals & Mining', 'Packaging']],
  ['Government & Public Sector', ['GovTech', 'Defense & Security', 'Nonprofit & Social Impact']],
  ['Professional Services', ['Consulting', 'Legal & LegalTech', 'HR & Workforce', 'Marketing & Advertising']],
];

export const SEED_INDUSTRIES = INDUSTRIES.map(([name, subs], index) => ({
  industryId: slug(name),
  name,
  sortOrder: index + 1,
  subIndustries: subs.map((sub) => ({ subIndustryId: `${slug(name)}--${slug(sub)}`, name: sub })),
}));

export const SEED_STAGES = [
  'Idea',
  'Pre-Seed',
  'Seed',
  'Series A',
  'Series B',
  'Series C and later',
  'Growth',
  'Public',
].map((name, index) => ({ stageId: slug(name), name, sortOrder: index + 1 }));

export const SEED_ORGANIZATIONS = [{ organizationId: 'growthcatalyst', name: 'GrowthCatalyst' }];
