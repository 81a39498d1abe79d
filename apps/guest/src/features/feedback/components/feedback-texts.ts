// The feedback form's words (docs/decisions/0016 lists them).
export const FEEDBACK_UI = {
  question: 'How was your visit?',
  commentLabel: 'Anything you would like to tell us? (optional)',
  send: 'Send comment',
  rateFirst: 'Tap a star to rate your visit first.',
  thanks: 'Thank you for your feedback!',
  changeable: 'You can change it for 2 hours after paying.',
  remaining: (left: number) => `${left} characters left`,
} as const;
