import { DEFAULT_COUNTRY, findCountry, parsePhoneNo } from '@tableside/shared/domain/phone';
import type { CustomerDetails, EntryDraft } from '../../../lib/session-schemas';
import { session } from '../../../lib/storage';
import { useSessionValue } from '../../../lib/use-session-value';

/** Prefills the form with the number this tab used before ('Change Mobile No.' comes back here). */
function draftFromCustomer(customer: CustomerDetails | null): EntryDraft {
  const phone = customer ? parsePhoneNo(customer.mobile) : null;
  return {
    countryId: phone?.country.id ?? DEFAULT_COUNTRY.id,
    number: phone?.number ?? '',
    guests: customer?.guests ?? null,
    terms: customer?.terms ?? false,
  };
}

// Read at the time of the edit, not from the render: two edits before a re-render both count.
const currentDraft = (): EntryDraft =>
  session.get('EntryDraft') ?? draftFromCustomer(session.get('CustomerDetails'));

const setDraft = (patch: Partial<EntryDraft>) =>
  session.set('EntryDraft', { ...currentDraft(), ...patch });

/**
 * The entry form's answers, kept in the tab's session storage rather than in the form, so
 * reading the terms and coming back (or going back from /verify-otp), even through a reload,
 * does not wipe what the guest typed (issue 16).
 */
export function useEntryDraft(): EntryDraft & { setDraft: typeof setDraft } {
  const stored = useSessionValue('EntryDraft');
  const customer = useSessionValue('CustomerDetails');
  return { ...(stored ?? draftFromCustomer(customer)), setDraft };
}

/** Once the check-in has taken the answers, CustomerDetails holds them instead. */
export const clearEntryDraft = () => session.remove('EntryDraft');

export const draftCountry = (draft: EntryDraft) => findCountry(draft.countryId) ?? DEFAULT_COUNTRY;
