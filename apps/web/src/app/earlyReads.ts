import { GALLERY_LEAD_SIZES, PACKAGE_CARD_COVER_SIZES, preloadPhoto } from '@shootbook/ui';
import { LEAD_HEAD_START_MS, rememberEarlyLead } from './earlyLead';
import { atMost } from './firstPaint';
import { firstPaintLeadPainted, offerFirstPaintLead } from './firstPaintLead';
import { idAtRoute, paramShapes } from './routeParams';

// Early reads (docs/decisions/0015, twentieth-session addendum): the catalogue pages whose largest
// paint is a photo the API names — a photographer's profile and a package — ask for their data
// from an inline script in index.html's <head> (app/earlyReadsBoot.ts), for a remembered session,
// as the HTML arrives rather than once the entry, the route's code and the API client have
// downloaded and run (~2 s later on a throttled phone). The page's largest photo is preloaded as
// soon as the answers naming it are in, and the app's API client takes each answer instead of
// asking again (`takeEarlyRead`, app/api.ts).

type Photo = Parameters<typeof preloadPhoto>[0];
/** The parts of the API's answers (openapi.yaml) that name a page's largest photo. */
type Answer = { photos?: Photo[]; packages?: { cover?: Photo | null }[] } | undefined;

/** A page's largest photo and how wide it is drawn (its `sizes`). */
export interface LeadPhoto {
  photo: Photo;
  sizes: string;
}

/**
 * A photographer's profile's largest photo (UserProfilePage's order): the portfolio's first
 * (`GET /photo?photographerId=` → `portfolio`), drawn as a gallery's lead; without a portfolio, the
 * first package's cover (`GET /package?photographerId=` → `packages`), drawn as a package card's.
 * Undefined when neither has a photo, and when the portfolio or the packages could not be read
 * (undefined): which photo is largest is not known then.
 */
export function profileLead(portfolio: Answer, packages: Answer): LeadPhoto | undefined {
  const first = portfolio?.photos?.[0];
  if (first) return { photo: first, sizes: GALLERY_LEAD_SIZES };
  const cover = packages?.packages?.[0]?.cover;
  if (!portfolio || !packages || !cover) return undefined;
  return { photo: cover, sizes: PACKAGE_CARD_COVER_SIZES };
}

/** Preloads a profile's {@link profileLead}, if it has one (ui `preloadPhoto`). */
export function preloadProfileLead(portfolio: Answer, packages: Answer): void {
  const lead = profileLead(portfolio, packages);
  if (lead) preloadPhoto(lead.photo, lead.sizes);
}

/** A page route whose reads start early; `route` is its path in app/routes.tsx. */
interface EarlyReadPage {
  route: string;
  /** Shape of the route's `:id` (app/routeParams.ts): a path that does not fit starts nothing. */
  id: RegExp;
  /**
   * The API paths (with their query) the page's data module asks for (`*.prefetch.ts`), exactly as
   * the API client writes them.
   */
  reads(id: string): string[];
  /**
   * The page's largest photo, asking `answer(i)` for the answer to `reads[i]` (it resolves to
   * undefined when refused or failed; never rejects) — only for those that name it: a read the
   * lead does not ask for is sent once the photo is on screen (see {@link startEarlyReads});
   * undefined when there is none or it is not known.
   */
  lead(answer: (index: number) => Promise<Answer>): Promise<LeadPhoto | undefined>;
}

/**
 * The pages with early reads. `app/earlyReads.test.ts` holds each route to app/routes.tsx and each
 * path to what the page's data module asks the API client for, so the two cannot drift apart.
 */
export const EARLY_READ_PAGES: readonly EarlyReadPage[] = [
  {
    route: '/profile/:id',
    id: paramShapes.profileId,
    reads: (id) => [
      `/user/profile/${id}`,
      `/photo?photographerId=${id}`,
      `/package?limit=1000&photographerId=${id}`,
      `/subpackage?photographerId=${id}&limit=1000`,
      `/user/${id}/rating?limit=1000`,
    ],
    // The packages only matter when the portfolio has no photo: the lead does not wait for them,
    // nor for the prices and ratings (~150 ms sooner unthrottled), nor shares the link with them.
    lead: async (answer) => {
      const photos = await answer(1);
      return profileLead(photos, photos?.photos?.length ? undefined : await answer(2));
    },
  },
  {
    route: '/package/:id',
    id: paramShapes.uuid,
    reads: (id) => [`/package/${id}`],
    lead: async (answer) => {
      const first = (await answer(0))?.photos?.[0];
      return first && { photo: first, sizes: GALLERY_LEAD_SIZES };
    },
  },
];

/**
 * The page with early reads at the address `pathname` and its id ({@link EARLY_READ_PAGES}), or
 * undefined when there is none or the id does not fit — matched as the app's router matches it
 * (app/routeParams.ts `idAtRoute`).
 */
function earlyReadPageAt(pathname: string): { page: EarlyReadPage; id: string } | undefined {
  for (const page of EARLY_READ_PAGES) {
    const id = idAtRoute(pathname, page.route, page.id);
    if (id !== undefined) return { page, id };
  }
  return undefined;
}

/** The API paths the page at `pathname` reads early ({@link EARLY_READ_PAGES}); none elsewhere. */
export function earlyReadsFor(pathname: string): string[] {
  const found = earlyReadPageAt(pathname);
  return found ? found.page.reads(found.id) : [];
}

/** An early read: the request it stands for and its response (the request sent on first ask). */
interface EarlyRead {
  url: string;
  authorization: string;
  /** When the page started its reads, ms since the epoch. */
  sentAt: number;
  /** Sends the request if it is not on its way yet (once), and gives its response. */
  response: () => Promise<Response>;
}

/** Where the boot script leaves its reads for the app (a property of the page's global object). */
const EARLY_READS = '__shootbookEarlyReads';

/** An early read is taken only this long (ms) after it was sent; later the app asks afresh. */
export const EARLY_READ_MAX_AGE_MS = 15_000;

function registry(): EarlyRead[] {
  const holder = globalThis as unknown as Record<typeof EARLY_READS, EarlyRead[] | undefined>;
  return (holder[EARLY_READS] ??= []);
}

/**
 * Starts the early reads of `pathname` ({@link earlyReadsFor}) to the API at `apiBaseUrl` with
 * `Authorization: Bearer <idToken>` (the remembered session's token, auth/sessionHint.ts), leaves
 * them for {@link takeEarlyRead}, and preloads the page's largest photo once the answers naming it
 * are in (the page's `lead`), offering it to the page's first paint (app/firstPaintLead.ts). The
 * reads that name the photo go first; the others once it is on screen (at once when there is none;
 * {@link LEAD_HEAD_START_MS} after it was found at the latest; or when the app takes one sooner), so they do not share the link with the photo: on a throttled
 * phone a profile's three other reads held the photo back (docs/decisions/0015, twenty-eighth
 * session). A failed or refused read is left to the app, which asks again.
 * @returns the number of reads the page has (sent now or later).
 */
export function startEarlyReads(
  pathname: string,
  apiBaseUrl: string,
  idToken: string,
  now: number = Date.now(),
): number {
  const found = earlyReadPageAt(pathname);
  if (!found) return 0;
  const authorization = `Bearer ${idToken}`;
  const reads = found.page.reads(found.id).map((path) => {
    const url = `${apiBaseUrl}${path}`;
    let sent: { response: Promise<Response>; answer: Promise<Answer> } | undefined;
    const send = () => {
      if (!sent) {
        const response = fetch(url, { headers: { Authorization: authorization } });
        // Its own copy of the body, taken as the answer arrives: before the app can take the
        // response and read it (app/api.ts).
        const answer = response
          .then((r) => (r.ok ? (r.clone().json() as Promise<Answer>) : undefined))
          .catch(() => undefined);
        sent = { response, answer };
      }
      return sent;
    };
    registry().push({ url, authorization, sentAt: now, response: () => send().response });
    return send;
  });
  const answer = (index: number): Promise<Answer> =>
    reads[index]?.().answer ?? Promise.resolve(undefined);
  const leadFound = found.page.lead(answer).catch(() => undefined);
  // Preloaded, and drawn into the page's first paint if it has one (app/firstPaintLead.ts); the
  // entry starts the route's code once it is on screen (app/earlyLead.ts).
  const painted = leadFound
    .then((lead) => {
      if (!lead) return undefined;
      const link = preloadPhoto(lead.photo, lead.sizes);
      offerFirstPaintLead(lead.photo, lead.sizes);
      return link && loaded(link).then(() => firstPaintLeadPainted());
    })
    .catch(() => undefined);
  rememberEarlyLead(painted);
  // The reads the lead did not ask for: once the photo is on screen, LEAD_HEAD_START_MS after it
  // was found at the latest (the browser may never report it as the largest paint).
  void leadFound
    .then(() => atMost(painted, LEAD_HEAD_START_MS))
    .then(() => {
      for (const send of reads) send();
    });
  return reads.length;
}

/** Resolves once `link` has loaded or failed. */
function loaded(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * The early read standing for `request` — a GET of the same URL with the same `Authorization`,
 * sent no more than {@link EARLY_READ_MAX_AGE_MS} before `now` — removed so it is taken once; or
 * undefined, and the caller asks the API itself. Its response promise falls back to `fetchAgain`
 * when the early request failed in transit.
 */
export function takeEarlyRead(
  request: Request,
  fetchAgain: () => Promise<Response>,
  now: number = Date.now(),
): Promise<Response> | undefined {
  const reads = registry();
  if (reads.length === 0) return undefined;
  // Reads too old to be taken are dropped, whatever is asked.
  for (let i = reads.length - 1; i >= 0; i--)
    if (now - reads[i]!.sentAt > EARLY_READ_MAX_AGE_MS) reads.splice(i, 1);
  if (request.method !== 'GET') return undefined;
  const index = reads.findIndex(
    (read) =>
      read.url === request.url && read.authorization === request.headers.get('Authorization'),
  );
  if (index === -1) return undefined;
  const [read] = reads.splice(index, 1);
  return read!.response().catch(fetchAgain);
}
