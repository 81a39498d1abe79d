// Every English text of the guest app's accessibility helpers, in one place to translate:
// the slide-to-confirm's keyboard and screen-reader confirm step, the announcements of what
// other guests at the table changed in the cart, and the page-change focus fallback.

export const A11Y_TEXTS = {
  /** The confirm step the slide-to-confirm's button opens. */
  confirmQuestion: 'Send this order to the kitchen?',
  confirmYes: 'Yes, confirm order',
  confirmNo: 'Not yet',
  /** The name of the live region that reads out what others changed. */
  announcerLabel: 'Table updates',
  /** Stands in for a guest who gave no name. */
  someGuest: 'A guest',
  /** 'Asha added 2 × Paneer Tikka' */
  cartAdded: (who: string, quantity: number, dish: string) => `${who} added ${quantity} × ${dish}`,
  /** 'Asha removed Paneer Tikka' */
  cartRemoved: (who: string, dish: string) => `${who} removed ${dish}`,
  /** 'Asha changed Paneer Tikka to 3' */
  cartQuantity: (who: string, dish: string, quantity: number) =>
    `${who} changed ${dish} to ${quantity}`,
  /** A size, add-on or instruction changed, the quantity not. */
  cartEdited: (who: string, dish: string) => `${who} changed ${dish}`,
} as const;
