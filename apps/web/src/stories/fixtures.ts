import { payByDeadline } from '@shootbook/machines';
import type { Schemas } from '@shootbook/api-client';
import { signedIn } from '../test/session';
import { apiError, type ApiCall, type ApiFixtures } from './api-fixtures';

/*
 * Realistic ShootBook data for page stories, typed by openapi.yaml. Money is satang
 * (docs/decisions/0001 "Wire format"), times ISO UTC; times of appointments are relative to now so
 * the rules of @shootbook/machines (accept before start, pay after accept) hold whenever the
 * stories run. Bangkok is UTC+7 all year.
 */

type PublicProfile = Schemas['PublicProfile'];
type Package = Schemas['Package'];
type Rating = Schemas['Rating'];
type BusyTime = Schemas['BusyTime'];
type UserSummary = Schemas['UserSummary'];
type Subpackage = Schemas['Subpackage'];
type PackageDetail = Schemas['PackageDetail'];
type Appointment = Schemas['Appointment'];
type AppointmentDetail = Schemas['AppointmentDetail'];
type Payment = Schemas['Payment'];
type Order = Schemas['Order'];
type PhotographerSummary = Schemas['PhotographerSummary'];

const CREATED = '2026-09-01T03:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` from today at `hour`:00 Bangkok time, ISO UTC. */
export function bangkokTime(days: number, hour: number): string {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCHours(hour - 7, 0, 0, 0);
  return date.toISOString();
}

function plusMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

const nineToSix = [{ start: '09:00', end: '18:00' }];

/** Anong Srisuk, a wedding and pre-wedding photographer in Chiang Mai (MON–SAT 09:00–18:00). */
export const anong: PublicProfile = {
  id: 'k7TqV2mXyR9bN4cL8sPw1aZ3dE6f',
  name: 'Anong Srisuk',
  role: 'Photographer',
  bio: 'Pre-wedding and wedding stories around Doi Suthep and the old city. Ten years, two cameras, no cheesy poses.',
  avatarUrl: null,
  province: 'TH-50', // Chiang Mai
  specialties: ['WEDDING_BLISS', 'ENGAGEMENT_LOVE_STORY'],
  timezone: 'Asia/Bangkok',
  weeklyAvailability: {
    MON: nineToSix,
    TUE: nineToSix,
    WED: nineToSix,
    THU: nineToSix,
    FRI: nineToSix,
    SAT: nineToSix,
  },
  ratingAverage: 4.8,
  ratingCount: 37,
  createdAt: CREATED,
};

/** Somchai Jaidee, a customer from Bangkok. */
export const somchai: UserSummary = {
  id: 'Qm4Hx8LwT2pZ7vR1nB5cY9kJ3sDa',
  name: 'Somchai Jaidee',
  role: 'Customer',
  avatarUrl: null,
};
/** Pimchanok Wongsawat, another customer. */
export const pimchanok: UserSummary = {
  id: 'Za1Xc2Vb3Nm4Lk5Jh6Gf7Ds8Ap9Q',
  name: 'พิมพ์ชนก วงศ์สวัสดิ์',
  role: 'Customer',
  avatarUrl: null,
};

const anongSummary: UserSummary = {
  id: anong.id,
  name: anong.name,
  role: 'Photographer',
  avatarUrl: null,
};

/** The session of a customer (Somchai): profile complete, so the route guard lets every page through. */
export const customerSession = signedIn({
  id: somchai.id,
  name: somchai.name,
  role: 'Customer',
  province: 'TH-10' /* Bangkok */,
});

/** The session of the photographer Anong, bank account given (docs/product.md §2 route guard step 4). */
export const photographerSession = signedIn({
  ...anong,
  bankAccount: { bank: 'KASIKORN_BANK', accountNumber: '0123456789', accountName: 'Anong Srisuk' },
  payoutsEnabled: true,
});

export const PACKAGE_ID = '0b6f1c3e-8a2d-4f5b-9c7e-1d2a3b4c5d6e';

/** Two hours at Doi Suthep, ฿4,500. */
export const twoHours: Subpackage = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  packageId: PACKAGE_ID,
  photographerId: anong.id,
  title: 'Golden hour, 2 hours',
  description: 'Two hours at the temple steps and the viewpoint, one outfit change.',
  price: 450_000,
  durationMinutes: 120,
  deliverables: '60 edited photos, online gallery',
  deliveryDays: 14,
  active: true,
  createdAt: CREATED,
  updatedAt: CREATED,
};

/** A full day around Chiang Mai, ฿15,000. */
export const fullDay: Subpackage = {
  ...twoHours,
  id: '9b2d4e6f-1a3c-4b5d-8e7f-0a1b2c3d4e5f',
  title: 'Full day, old city and Doi Suthep',
  description: 'Eight hours, three locations, transport included.',
  price: 1_500_000,
  durationMinutes: 480,
  deliverables: '250 edited photos, printed album',
  deliveryDays: 30,
};

/** Anong's pre-wedding package with its two sub-packages. */
export const preWedding: PackageDetail = {
  id: PACKAGE_ID,
  photographerId: anong.id,
  title: 'Doi Suthep pre-wedding',
  description: 'Pre-wedding photos at Wat Phra That Doi Suthep and the old city moat.',
  category: 'ENGAGEMENT_LOVE_STORY',
  location: 'Wat Phra That Doi Suthep, Chiang Mai',
  province: 'TH-50', // Chiang Mai
  coverImageUrl: null,
  imageUrls: [],
  active: true,
  cancellationPolicy: 'MODERATE',
  instantBooking: false,
  minPrice: twoHours.price,
  maxPrice: fullDay.price,
  photographer: anongSummary,
  createdAt: CREATED,
  updatedAt: CREATED,
  subpackages: [twoHours, fullDay],
};

/** Anong's pre-wedding package as lists and appointments carry it: without its sub-packages. */
export const preWeddingPackage: Package = (({ subpackages: _subpackages, ...pkg }) => pkg)(
  preWedding,
);

/** A payment for `appointment`: 10 % platform fee (docs/decisions/0001), in satang. */
export function paymentFor(
  appointment: Appointment,
  amount: number,
  overrides: Partial<Payment> = {},
): Payment {
  const platformFee = Math.round(amount / 10);
  return {
    id: '3d594650-3436-4e38-9b1a-6f1e2c7d8a9b',
    appointmentId: appointment.id,
    customerId: appointment.customerId,
    photographerId: appointment.photographerId,
    amount,
    currency: 'THB',
    platformFee,
    payoutAmount: amount - platformFee,
    status: 'Unpaid',
    provider: 'sandbox',
    providerRef: null,
    checkoutUrl: null,
    createdAt: appointment.acceptedAt ?? appointment.createdAt,
    updatedAt: appointment.acceptedAt ?? appointment.createdAt,
    paidAt: null,
    completedAt: null,
    refundedAt: null,
    ...overrides,
  };
}

/**
 * An appointment of `customer` with Anong for `sub`, `days` from today at `hour`:00 Bangkok, in
 * `status`; Accepted ones carry an Unpaid payment unless `payment` says otherwise.
 */
export function appointmentDetail(options: {
  id: string;
  customer?: UserSummary;
  sub?: Subpackage;
  days: number;
  hour: number;
  status: Appointment['status'];
  note?: string;
  payment?: Partial<Payment> | null;
  /** The booking's cancellation preset; default the package's (MODERATE). */
  policy?: Appointment['cancellationPolicy'];
}): AppointmentDetail {
  const { id, customer = somchai, sub = twoHours, days, hour, status, note = '' } = options;
  const start = bangkokTime(days, hour);
  const requestedAt = new Date(Date.now() - 2 * DAY_MS).toISOString();
  const acceptedAt = status === 'Pending' ? null : new Date(Date.now() - DAY_MS).toISOString();
  const appointment: Appointment = {
    id,
    customerId: customer.id,
    photographerId: anong.id,
    packageId: preWedding.id,
    subpackageId: sub.id,
    start,
    end: plusMinutes(start, sub.durationMinutes),
    location: preWedding.location,
    note,
    status,
    statusHistory: [{ status: 'Pending', at: requestedAt, by: customer.id, reason: null }],
    acceptedAt,
    // As the API computes it with its default payment window.
    payBy: payByDeadline({ acceptedAt, start }),
    cancellationPolicy: options.policy ?? preWedding.cancellationPolicy,
    createdAt: requestedAt,
    updatedAt: acceptedAt ?? requestedAt,
  };
  const pkg = preWeddingPackage;
  const payment =
    options.payment === null || status === 'Pending' || status === 'Rejected'
      ? null
      : paymentFor(appointment, sub.price, {
          id: `${id.slice(0, 24)}aaaaaaaaaaaa`,
          ...options.payment,
        });
  return {
    appointment,
    package: pkg,
    subpackage: sub,
    photographer: anongSummary,
    customer,
    payment,
    reviewed: false,
  };
}

/**
 * `GET /appointment/detail` and `PATCH /appointment/status/{id}` over one list, so an appointment
 * the photographer answered comes back from the refetch with its new status. With
 * `firstReadFails`, the first read answers 500 (a "Try again" story).
 */
export function appointmentsApi(
  initial: AppointmentDetail[],
  options: { firstReadFails?: boolean } = {},
): () => ApiFixtures {
  return () => {
    let details = initial;
    let reads = 0;
    return {
      'GET /appointment/detail': () =>
        ++reads === 1 && options.firstReadFails
          ? apiError(500, 'internal', 'database unavailable')
          : { details, total: details.length },
      'PATCH /appointment/status/{id}': (call: ApiCall) => {
        const { status } = call.body as { status: AppointmentDetail['appointment']['status'] };
        details = details.map((d) =>
          d.appointment.id === call.path.id
            ? { ...d, appointment: { ...d.appointment, status } }
            : d,
        );
        return details.find((d) => d.appointment.id === call.path.id)?.appointment;
      },
    };
  };
}

/** The Order of `detail` (`GET /payment/{oid}`), with the charge line once paid. */
export function orderOf(detail: AppointmentDetail): Order {
  const payment = detail.payment;
  if (!payment) throw new Error('orderOf: the appointment has no payment');
  const paid = payment.status === 'Paid' || payment.status === 'Completed';
  return {
    payment,
    appointment: detail.appointment,
    package: detail.package,
    subpackage: detail.subpackage,
    photographer: detail.photographer,
    customer: detail.customer,
    transactions: paid
      ? [
          {
            id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
            type: 'charge',
            purpose: 'booking',
            amount: payment.amount,
            currency: 'THB',
            paymentId: payment.id,
            userId: payment.customerId,
            createdAt: payment.paidAt ?? payment.updatedAt,
          },
        ]
      : [],
  };
}

function photographer(
  profile: Partial<PhotographerSummary> & Pick<PhotographerSummary, 'id' | 'name'>,
): PhotographerSummary {
  return {
    role: 'Photographer',
    bio: null,
    avatarUrl: null,
    province: 'TH-10', // Bangkok
    specialties: [],
    timezone: 'Asia/Bangkok',
    weeklyAvailability: {},
    ratingAverage: null,
    ratingCount: 0,
    createdAt: CREATED,
    packageCount: 1,
    minPrice: null,
    ...profile,
  };
}

/** Photographers as `GET /user/photographers` lists them. */
export const photographers: PhotographerSummary[] = [
  { ...anong, packageCount: 3, minPrice: 450_000 },
  photographer({
    id: 'Tn3Bv6Cx9Mz2Lq5Wr8Ey1Ui4Op7A',
    name: 'Kittipong Chaiyaporn',
    bio: 'Graduation days at Chulalongkorn and Thammasat, family portraits at home.',
    province: 'TH-10', // Bangkok
    specialties: ['GRADUATION_MEMORIES', 'FAMILY_PORTRAITS'],
    ratingAverage: 4.6,
    ratingCount: 52,
    packageCount: 4,
    minPrice: 250_000,
  }),
  photographer({
    id: 'Rd7Fg1Hj4Kl8Zx2Cv5Bn9Mq3Ws6E',
    name: 'มาลัย ทองดี',
    bio: 'Beach weddings on Phuket and Phang Nga Bay, drone included.',
    province: 'TH-83', // Phuket
    specialties: ['WEDDING_BLISS', 'TRAVEL_DIARIES'],
    ratingAverage: 4.9,
    ratingCount: 18,
    packageCount: 2,
    minPrice: 1_200_000,
  }),
];

const kittipong = photographers[1]!;
const malai = photographers[2]!;

/** A package as `GET /package` lists it: one of the directory's photographers, active, in Bangkok. */
function listedPackage(
  owner: PhotographerSummary,
  pkg: Partial<Package> & Pick<Package, 'id' | 'title' | 'category'>,
): Package {
  return {
    photographerId: owner.id,
    description: '',
    location: '',
    province: owner.province ?? null,
    coverImageUrl: null,
    imageUrls: [],
    active: true,
    cancellationPolicy: 'FLEXIBLE',
    instantBooking: false,
    minPrice: null,
    maxPrice: null,
    photographer: { id: owner.id, name: owner.name, role: 'Photographer', avatarUrl: null },
    createdAt: CREATED,
    updatedAt: CREATED,
    ...pkg,
  };
}

/** Kittipong's graduation package in Bangkok, from ฿2,500. */
export const graduationPackage = listedPackage(kittipong, {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  title: 'Graduation day at Chula',
  description: 'Gown, family and friends around the Chulalongkorn campus.',
  category: 'GRADUATION_MEMORIES',
  location: 'Chulalongkorn University, Bangkok',
  minPrice: 250_000,
  maxPrice: 600_000,
});

/** มาลัย's beach wedding on Phuket, from ฿12,000. */
export const beachWeddingPackage = listedPackage(malai, {
  id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  title: 'Beach wedding at Kata Noi',
  description: 'Ceremony and sunset portraits on the beach, drone shots included.',
  category: 'WEDDING_BLISS',
  location: 'Kata Noi Beach, Phuket',
  minPrice: 1_200_000,
  maxPrice: 2_500_000,
});

/** Packages as `GET /package` lists them, from three photographers and three categories. */
export const packages: Package[] = [preWeddingPackage, graduationPackage, beachWeddingPackage];

/**
 * `GET /package` over `list`, filtered by the query's photographer, category and province as the
 * API does; paused packages are listed only when their photographer's own packages are asked for.
 */
export function packageSearch(
  list: Package[] = packages,
): (call: ApiCall) => Schemas['PackageList'] {
  return ({ query }) => {
    const found = list.filter(
      (p) =>
        (p.active || p.photographerId === query.photographerId) &&
        (!query.photographerId || p.photographerId === query.photographerId) &&
        (!query.category || p.category === query.category) &&
        (!query.province || p.province === query.province),
    );
    const { items, ...page } = pageOfList(found, query);
    return { packages: items, ...page };
  };
}

/**
 * One page of `found` as a cursor-paged list answers `query` (`GET /user/photographers`,
 * `GET /package`; docs/decisions/0017): `limit` items (default 50) from the cursor on — here the
 * cursor is the index of the page's first item — with the count capped at 1000 as the API's.
 */
export function pageOfList<T>(
  found: T[],
  query: Record<string, string>,
): { items: T[]; total: number; totalCapped: boolean; nextCursor: string | null } {
  const start = query.cursor ? Number(query.cursor) : 0;
  const end = start + (query.limit ? Number(query.limit) : 50);
  return {
    items: found.slice(start, end),
    total: Math.min(found.length, 1000),
    totalCapped: found.length > 1000,
    nextCursor: end < found.length ? String(end) : null,
  };
}

/** The user of a new account (docs/product.md §4 "signed in with empty name"): the guard asks for a name first. */
export const newAccountSession = signedIn({
  id: somchai.id,
  name: '',
  role: 'Guest',
  email: 'somchai@example.com',
});
/** Named, but no role yet (docs/product.md §4 "role guest"). */
export const guestSession = signedIn({ id: somchai.id, name: somchai.name, role: 'Guest' });
/** Anong chose Photographer but has not given a bank account yet (docs/product.md §4). */
export const photographerWithoutBankSession = signedIn({
  ...anong,
  bankAccount: null,
  payoutsEnabled: false,
});
/** Anong with a bank account but payout onboarding with the payment provider not finished. */
export const photographerPayoutsPendingSession = signedIn({
  ...anong,
  bankAccount: { bank: 'KASIKORN_BANK', accountNumber: '0123456789', accountName: 'Anong Srisuk' },
  payoutsEnabled: false,
});

/** A review of Anong by `reviewer` about appointment `appointmentId`. */
export function reviewOfAnong(
  reviewer: UserSummary,
  review: Pick<Rating, 'ratingId' | 'appointmentId' | 'score' | 'comment'>,
  daysAgo = 3,
): Rating {
  const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  return {
    userId: anong.id,
    reviewerId: reviewer.id,
    reviewer,
    createdAt: at,
    updatedAt: at,
    ...review,
  };
}

/** Somchai's own review of Anong (the customer session's: he may edit or delete it). */
export const somchaiReview = reviewOfAnong(somchai, {
  ratingId: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b',
  appointmentId: '8d9e0f1a-2b3c-4d4e-8f5a-6b7c8d9e0f1a',
  score: 5,
  comment: 'Anong found the light at Doi Suthep for us. The photos arrived a week early.',
});

/** Anong's reviews, newest first, as `GET /user/{id}/rating` lists them with their average. */
export const anongRatings: Schemas['RatingList'] = {
  ratings: [
    somchaiReview,
    reviewOfAnong(
      pimchanok,
      {
        ratingId: '5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c',
        appointmentId: '9e0f1a2b-3c4d-4e5f-9a6b-7c8d9e0f1a2b',
        score: 4,
        comment: 'ถ่ายสวยมาก แต่รอรูปนานนิดหน่อย',
      },
      10,
    ),
  ],
  total: 2,
  average: 4.5,
};

/** A time Anong blocked herself: `days` from today, 09:00–18:00 Bangkok. */
export function blockedByAnong(id: string, days: number, title: string): BusyTime {
  return {
    id,
    photographerId: anong.id,
    start: bangkokTime(days, 9),
    end: bangkokTime(days, 18),
    title,
    kind: 'Photographer',
    appointmentId: null,
  };
}

/** Somchai's shoot with Anong five days ago, Completed and paid out, not reviewed yet: he may review it. */
export const completedShoot = appointmentDetail({
  id: '0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d',
  days: -5,
  hour: 10,
  status: 'Completed',
  payment: { status: 'Completed' },
});
