// The receipt's words on the guest's screens (docs/decisions/0016 lists them). The four
// actions are the issue's own words.

export const RECEIPT_UI = {
  heading: 'Your receipt',
  view: 'View receipt',
  hide: 'Hide receipt',
  download: 'Download PDF',
  share: 'Share',
  sms: 'Send by SMS',
  smsSent: (to: string) => `Sent to ${to}.`,
  linkCopied: 'Receipt link copied',
  copyFailed: 'The link could not be copied. Please try again.',
  shareTitle: (brand: string) => `Receipt from ${brand}`,
  pageTitle: 'Receipt',
  notFound: 'This receipt link is not valid.',
  expired: 'This receipt link has expired.',
  askRestaurant: 'Please ask the restaurant for your receipt.',
  validUntil: (date: string) => `This link works until ${date}.`,
  unavailable: 'The receipt is not available right now.',
} as const;
