/**
 * Demo data: photographers across Thailand covering all 11 shoot categories, with packages,
 * sub-packages (prices in satang) and customers. Fixed uids and e-mails so seeding is idempotent.
 */
import type { components } from '@shootbook/api-client';
import type { ProvinceCode } from '@shootbook/machines';

type Schemas = components['schemas'];

/** Password of every demo account (Auth emulator only). */
export const DEMO_PASSWORD = 'shootbook-demo';

export interface DemoSubpackage {
  title: string;
  /** THB (converted to satang when seeding). */
  priceThb: number;
  durationMinutes: number;
  deliverables: string;
  deliveryDays: number;
  /** The customer picks from proofs before the finals (docs/product.md §11); default false. */
  offersProofs?: boolean;
  /** Satang per photo picked beyond the included ones; default 0. */
  extraPhotoPrice?: number;
}

export interface DemoPackage {
  title: string;
  category: Schemas['ShootCategory'];
  location: string;
  description: string;
  subpackages: DemoSubpackage[];
}

export interface DemoPhotographer {
  uid: string;
  email: string;
  name: string;
  /** ISO 3166-2:TH code (docs/decisions/0013). */
  province: ProvinceCode;
  bio: string;
  specialties: Schemas['ShootCategory'][];
  bank: Schemas['Bank'];
  packages: DemoPackage[];
}

export interface DemoCustomer {
  uid: string;
  email: string;
  name: string;
  /** ISO 3166-2:TH code (docs/decisions/0013). */
  province: ProvinceCode;
}

export const demoCustomers: DemoCustomer[] = [
  {
    uid: 'demo-customer',
    email: 'customer@demo.shootbook.test',
    name: 'Malee Srisuk',
    province: 'TH-10' /* Bangkok */,
  },
  {
    uid: 'demo-customer-2',
    email: 'customer2@demo.shootbook.test',
    name: 'Daniel Carter',
    province: 'TH-83' /* Phuket */,
  },
];

const sub = (
  title: string,
  priceThb: number,
  durationMinutes: number,
  deliverables: string,
  deliveryDays = 7,
): DemoSubpackage => ({
  title,
  priceThb,
  durationMinutes,
  deliverables,
  deliveryDays,
});

export const demoPhotographers: DemoPhotographer[] = [
  {
    uid: 'demo-photographer',
    email: 'photographer@demo.shootbook.test',
    name: 'Anan Wongsakul',
    province: 'TH-10', // Bangkok
    bio: 'Wedding and engagement photographer based in Bangkok. Ten years of Thai and international ceremonies, from intimate riverside vows to 500-guest banquets. Calm, unobtrusive, and obsessed with natural light.',
    specialties: ['WEDDING_BLISS', 'ENGAGEMENT_LOVE_STORY'],
    bank: 'KASIKORN_BANK',
    packages: [
      {
        title: 'Riverside Wedding Day',
        category: 'WEDDING_BLISS',
        location: 'Bangkok (Chao Phraya riverside venues)',
        description:
          'Full coverage of your wedding day, from the morning Rod Nam Sang ceremony to the evening reception.',
        subpackages: [
          sub('Ceremony only', 18000, 240, '250 edited photos', 14),
          sub('Full day', 45000, 600, '600 edited photos and an online gallery', 21),
        ],
      },
      {
        title: 'Old Town Engagement Walk',
        category: 'ENGAGEMENT_LOVE_STORY',
        location: 'Rattanakosin Island, Bangkok',
        description: 'A relaxed golden-hour walk through the old town, temples and shophouses.',
        subpackages: [
          {
            ...sub('Golden hour session', 6500, 90, '60 edited photos'),
            offersProofs: true,
            extraPhotoPrice: 15000,
          },
          sub('Two locations', 9500, 180, '120 edited photos'),
        ],
      },
    ],
  },
  {
    uid: 'demo-photographer-2',
    email: 'ploy@demo.shootbook.test',
    name: 'Ploy Chaiyaporn',
    province: 'TH-50', // Chiang Mai
    bio: 'Family and newborn photographer in Chiang Mai. Sessions at your home or among the rice fields of Mae Rim, always at the baby’s pace.',
    specialties: ['NEWBORN_MOMENTS', 'FAMILY_PORTRAITS'],
    bank: 'SIAM_COMMERCIAL_BANK',
    packages: [
      {
        title: 'Newborn at Home',
        category: 'NEWBORN_MOMENTS',
        location: 'Your home in Chiang Mai',
        description:
          'Gentle, safety-first newborn posing within the first three weeks, with props and wraps provided.',
        subpackages: [
          sub('Mini session', 4500, 90, '25 edited photos'),
          sub('Full session', 7500, 180, '50 edited photos and 2 prints'),
        ],
      },
      {
        title: 'Rice Field Family Portraits',
        category: 'FAMILY_PORTRAITS',
        location: 'Mae Rim, Chiang Mai',
        description: 'Outdoor family portraits at sunset among the rice terraces.',
        subpackages: [sub('Family of up to 5', 5500, 90, '40 edited photos')],
      },
    ],
  },
  {
    uid: 'demo-photographer-3',
    email: 'krit@demo.shootbook.test',
    name: 'Krit Thanasarn',
    province: 'TH-83', // Phuket
    bio: 'Travel and lifestyle photographer on Phuket. I know the quiet beaches at sunrise and the viewpoints after the crowds leave.',
    specialties: ['TRAVEL_DIARIES', 'ENGAGEMENT_LOVE_STORY'],
    bank: 'BANGKOK_BANK',
    packages: [
      {
        title: 'Phuket Holiday Diary',
        category: 'TRAVEL_DIARIES',
        location: 'Phuket beaches and Old Town',
        description:
          'Your holiday captured like a magazine story: beaches, street food and the colourful Old Town.',
        subpackages: [
          sub('Sunrise beach', 4000, 60, '40 edited photos', 5),
          sub('Half-day island story', 12000, 240, '150 edited photos', 7),
        ],
      },
    ],
  },
  {
    uid: 'demo-photographer-4',
    email: 'nok@demo.shootbook.test',
    name: 'Nok Intarasiri',
    province: 'TH-40', // Khon Kaen
    bio: 'Graduation and portrait photographer in Khon Kaen. Thousands of KKU graduates photographed, with or without the whole family.',
    specialties: ['GRADUATION_MEMORIES', 'FAMILY_PORTRAITS'],
    bank: 'KRUNG_THAI_BANK',
    packages: [
      {
        title: 'Graduation Day',
        category: 'GRADUATION_MEMORIES',
        location: 'Khon Kaen University',
        description: 'Campus portraits on your graduation day, including family group shots.',
        subpackages: [
          sub('Graduate only', 3500, 60, '50 edited photos', 5),
          sub('Graduate and family', 6000, 120, '120 edited photos', 7),
        ],
      },
    ],
  },
  {
    uid: 'demo-photographer-5',
    email: 'siriporn@demo.shootbook.test',
    name: 'Siriporn Kaewmanee',
    province: 'TH-20', // Chon Buri
    bio: 'Maternity and newborn photographer in Pattaya and Chon Buri. Flowing gowns provided; studio or beach at sunset.',
    specialties: ['MATERNITY_GLOW', 'NEWBORN_MOMENTS'],
    bank: 'KRUNGSRI_BANK',
    packages: [
      {
        title: 'Maternity Glow by the Sea',
        category: 'MATERNITY_GLOW',
        location: 'Pattaya, Chon Buri',
        description:
          'A calm maternity session on the beach or in the studio, gowns and styling included.',
        subpackages: [
          sub('Beach sunset', 5500, 90, '35 edited photos'),
          sub('Studio and beach', 9000, 180, '70 edited photos'),
        ],
      },
    ],
  },
  {
    uid: 'demo-photographer-6',
    email: 'arthit@demo.shootbook.test',
    name: 'Arthit Boonmee',
    province: 'TH-81', // Krabi
    bio: 'Destination wedding photographer in Krabi and Koh Lanta. Limestone cliffs, longtail boats, barefoot ceremonies.',
    specialties: ['WEDDING_BLISS', 'TRAVEL_DIARIES'],
    bank: 'TMB_THANACHART_BANK',
    packages: [
      {
        title: 'Krabi Beach Elopement',
        category: 'WEDDING_BLISS',
        location: 'Railay and Ao Nang, Krabi',
        description: 'An intimate elopement with a longtail boat ride to a hidden beach.',
        subpackages: [
          sub('Elopement', 15000, 180, '200 edited photos', 14),
          sub('Elopement and sunset boat', 28000, 360, '350 edited photos', 21),
        ],
      },
    ],
  },
  {
    uid: 'demo-photographer-7',
    email: 'pim@demo.shootbook.test',
    name: 'Pimchanok Rattanakorn',
    province: 'TH-10', // Bangkok
    bio: 'Fashion and editorial photographer in Bangkok. Lookbooks, designer campaigns and model portfolios, with a small studio in Ari.',
    specialties: ['FASHION_EDITORIAL'],
    bank: 'UOB_THAILAND',
    packages: [
      {
        title: 'Editorial Lookbook',
        category: 'FASHION_EDITORIAL',
        location: 'Studio in Ari, Bangkok',
        description:
          'Studio or street editorial for brands and models, with retouching to magazine standard.',
        subpackages: [
          sub('Model portfolio', 8000, 180, '30 retouched photos', 10),
          sub('Brand lookbook day', 35000, 480, '80 retouched photos', 14),
        ],
      },
    ],
  },
  {
    uid: 'demo-photographer-8',
    email: 'wichai@demo.shootbook.test',
    name: 'Wichai Phromma',
    province: 'TH-30', // Nakhon Ratchasima
    bio: 'Corporate and headshot photographer in Korat. Mobile studio for offices, conferences and team days across Isan.',
    specialties: ['CORPORATE_HEADSHOTS'],
    bank: 'GOVERNMENT_SAVINGS_BANK',
    packages: [
      {
        title: 'Office Headshots',
        category: 'CORPORATE_HEADSHOTS',
        location: 'Your office in Nakhon Ratchasima',
        description:
          'Consistent, professional headshots for the whole team with a portable studio.',
        subpackages: [
          sub('Up to 10 people', 7000, 120, '10 retouched headshots', 5),
          sub('Up to 40 people', 20000, 360, '40 retouched headshots', 7),
        ],
      },
    ],
  },
  {
    uid: 'demo-photographer-9',
    email: 'fah@demo.shootbook.test',
    name: 'Fah Sukprasert',
    province: 'TH-90', // Songkhla
    bio: 'Birthday and party photographer in Hat Yai and Songkhla. Kids’ parties, 60th birthdays and everything with cake.',
    specialties: ['BIRTHDAY_SHOOTS', 'FAMILY_PORTRAITS'],
    bank: 'CIMB_THAILAND',
    packages: [
      {
        title: 'Birthday Party Coverage',
        category: 'BIRTHDAY_SHOOTS',
        location: 'Hat Yai, Songkhla',
        description: 'Candid coverage of your party, from decorations to the last slice of cake.',
        subpackages: [
          sub('Two hours', 4000, 120, '80 edited photos', 5),
          sub('Four hours', 7000, 240, '180 edited photos', 7),
        ],
      },
    ],
  },
  {
    uid: 'demo-photographer-10',
    email: 'somsak@demo.shootbook.test',
    name: 'Somsak Jaidee',
    province: 'TH-41', // Udon Thani
    bio: 'Portrait photographer in Udon Thani, happiest at the Red Lotus Sea at dawn. Family, graduation and personal projects.',
    specialties: ['OTHER', 'FAMILY_PORTRAITS'],
    bank: 'STANDARD_CHARTERED',
    packages: [
      {
        title: 'Red Lotus Sea Portraits',
        category: 'OTHER',
        location: 'Nong Han Kumphawapi, Udon Thani',
        description: 'A sunrise boat ride among the red lotus (December to February).',
        subpackages: [sub('Sunrise boat session', 5000, 120, '50 edited photos')],
      },
    ],
  },
  {
    uid: 'demo-photographer-11',
    email: 'ratana@demo.shootbook.test',
    name: 'Ratana Meesuk',
    province: 'TH-84', // Surat Thani
    bio: 'Travel and engagement photographer on Koh Samui and Koh Phangan. Jungle waterfalls, beach clubs and island hopping.',
    specialties: ['TRAVEL_DIARIES', 'ENGAGEMENT_LOVE_STORY'],
    bank: 'ICBC_THAILAND',
    packages: [
      {
        title: 'Samui Couple Session',
        category: 'ENGAGEMENT_LOVE_STORY',
        location: 'Koh Samui, Surat Thani',
        description: 'A couple session at a beach and a jungle waterfall.',
        subpackages: [
          sub('Beach session', 6000, 90, '60 edited photos'),
          sub('Beach and waterfall', 11000, 210, '130 edited photos'),
        ],
      },
    ],
  },
  {
    uid: 'demo-photographer-12',
    email: 'thanawat@demo.shootbook.test',
    name: 'Thanawat Srisawat',
    province: 'TH-14', // Phra Nakhon Si Ayutthaya
    bio: 'Heritage and graduation photographer in Ayutthaya. Traditional Thai costume sessions among the temple ruins.',
    specialties: ['GRADUATION_MEMORIES', 'FASHION_EDITORIAL'],
    bank: 'BANGKOK_BANK',
    packages: [
      {
        title: 'Thai Costume at the Ruins',
        category: 'FASHION_EDITORIAL',
        location: 'Ayutthaya Historical Park',
        description:
          'Traditional Thai costume portraits at Wat Chaiwatthanaram; costumes and make-up available.',
        subpackages: [
          sub('Costume session', 4500, 120, '40 edited photos'),
          sub('Costume, make-up and two temples', 8500, 240, '90 edited photos'),
        ],
      },
    ],
  },
  {
    uid: 'demo-photographer-13',
    email: 'kanya@demo.shootbook.test',
    name: 'Kanya Limthong',
    province: 'TH-77', // Prachuap Khiri Khan
    bio: 'Family and maternity photographer in Hua Hin. Beach sessions for families visiting from Bangkok and abroad.',
    specialties: ['FAMILY_PORTRAITS', 'MATERNITY_GLOW', 'BIRTHDAY_SHOOTS'],
    bank: 'KASIKORN_BANK',
    packages: [
      {
        title: 'Hua Hin Beach Family',
        category: 'FAMILY_PORTRAITS',
        location: 'Hua Hin beach, Prachuap Khiri Khan',
        description: 'Relaxed family portraits on the beach at sunrise or sunset.',
        subpackages: [
          sub('Sunset session', 5000, 90, '50 edited photos'),
          sub('Extended family', 8500, 150, '100 edited photos'),
        ],
      },
    ],
  },
];

/** Reviews written by demo customers after completed shoots: [photographer uid, customer uid, score, comment]. */
export const demoReviews: [string, string, number, string][] = [
  [
    'demo-photographer',
    'demo-customer',
    5,
    'Anan was calm and invisible all day, and the photos made my mother cry. Worth every baht.',
  ],
  [
    'demo-photographer',
    'demo-customer-2',
    4,
    'Beautiful engagement photos in the old town. Delivery took a few days longer than promised.',
  ],
  [
    'demo-photographer-2',
    'demo-customer',
    5,
    'Ploy was so patient with our two-week-old. The photos are precious.',
  ],
  [
    'demo-photographer-3',
    'demo-customer-2',
    5,
    'Best sunrise of our trip, and we did not even have to find the beach ourselves.',
  ],
  ['demo-photographer-7', 'demo-customer', 4, 'Very professional studio and quick retouching.'],
];
