import { DEFAULT_COUNTRY, findCountry, parsePhoneNo } from '@tableside/shared/domain/phone';
import { create } from 'zustand';
import { session } from '../../../lib/storage';

export interface EntryDraft {
  countryId: string;
  number: string;
  guests: number | null;
  terms: boolean;
}

interface EntryDraftState extends EntryDraft {
  setDraft: (patch: Partial<EntryDraft>) => void;
}

/** Prefills the form with the number this tab used before ('Change Mobile No.' comes back here). */
export function draftFromSession(): EntryDraft {
  const customer = session.get('CustomerDetails');
  const phone = customer ? parsePhoneNo(customer.mobile) : null;
  return {
    countryId: phone?.country.id ?? DEFAULT_COUNTRY.id,
    number: phone?.number ?? '',
    guests: customer?.guests ?? null,
    terms: customer?.terms ?? false,
  };
}

/**
 * The entry form's answers, kept outside the form so reading the terms and coming back (or
 * going back from /verify-otp) does not wipe what the guest typed.
 */
export const useEntryDraft = create<EntryDraftState>()((set) => ({
  ...draftFromSession(),
  setDraft: (patch) => set(patch),
}));

export const draftCountry = (draft: EntryDraft) => findCountry(draft.countryId) ?? DEFAULT_COUNTRY;
