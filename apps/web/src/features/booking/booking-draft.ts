import type { BookingDetails } from '@shootbook/machines';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';

/** The address's search parameter that holds the chosen slot's start (ISO UTC). */
export const SLOT_PARAM = 'slot';

const detailsSchema = z.object({
  location: z.optional(z.string().check(z.maxLength(200))),
  note: z.optional(z.string().check(z.maxLength(2000))),
});

const storageKey = (subpackageId: string) => `shootbook.booking-draft.${subpackageId}`;

function readDetails(subpackageId: string): BookingDetails {
  try {
    const parsed = detailsSchema.safeParse(
      JSON.parse(globalThis.sessionStorage?.getItem(storageKey(subpackageId)) ?? 'null'),
    );
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** What {@link useBookingDraft} returns. */
export interface BookingDraft {
  /** The chosen slot's start as the page was opened (`?slot=`), normalised to ISO UTC, or null when absent or not a date. */
  slotStart: string | null;
  /** Location and note as last typed on this tab for this sub-package. */
  details: BookingDetails;
  /** Keeps the chosen slot in the address (replacing the entry, so Back still leaves the page). */
  saveSlot: (start: string | null) => void;
  saveDetails: (details: BookingDetails) => void;
  /** Forgets the draft once it is booked. */
  clear: () => void;
}

/**
 * The booking page's draft, kept across a reload (docs/decisions/0016): the chosen slot's start in the
 * address (`?slot=2026-11-25T02:00:00.000Z`: a time is not private, and such a link reopens it),
 * location and note in this tab's sessionStorage per sub-package (free text stays out of
 * addresses, history and logs, and goes when the tab does). Read once, when the page opens; the
 * booking machine then decides whether the slot is still free.
 */
export function useBookingDraft(subpackageId: string): BookingDraft {
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => {
    const raw = params.get(SLOT_PARAM);
    const ms = raw ? Date.parse(raw) : Number.NaN;
    return {
      slotStart: Number.isFinite(ms) ? new Date(ms).toISOString() : null,
      details: readDetails(subpackageId),
    };
  });

  const shown = params.get(SLOT_PARAM);
  const saveSlot = useCallback(
    (start: string | null) => {
      if (start === shown) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (start) next.set(SLOT_PARAM, start);
          else next.delete(SLOT_PARAM);
          return next;
        },
        // Replaced, and without the scroll to the top of a new address (React Router's
        // `<ScrollRestoration />`): picking a time must leave the page (and the focused time) where it is.
        { replace: true, preventScrollReset: true },
      );
    },
    [shown, setParams],
  );
  const saveDetails = useCallback(
    (details: BookingDetails) => {
      try {
        globalThis.sessionStorage?.setItem(storageKey(subpackageId), JSON.stringify(details));
      } catch {
        // Storage full or refused (private mode): the draft is a convenience, the booking goes on.
      }
    },
    [subpackageId],
  );
  const clear = useCallback(() => {
    globalThis.sessionStorage?.removeItem(storageKey(subpackageId));
    saveSlot(null);
  }, [subpackageId, saveSlot]);

  return { ...initial, saveSlot, saveDetails, clear };
}
