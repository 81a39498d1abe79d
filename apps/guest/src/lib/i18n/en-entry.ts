import { MSG } from '@tableside/shared/domain/messages';

// The English texts the entry page needs: the spec's own (MSG, shared with the server and the
// domain rules) and the entry page's. They are the source catalog: English renders from them
// as they are, so what the spec says reaches the screen byte for byte.
export const EN_ENTRY = {
  ...MSG,
  language: 'Language',
  restaurantLogo: 'Restaurant logo',
  welcome: 'Welcome!',
  joinYourTable: 'Join your table',
  welcomeNew: 'Enter your mobile number to start ordering from your table.',
  welcomeJoin: 'Your table has already started ordering. Enter your mobile number to join in.',
  tableNamed: 'Table {tables}',
  mobileNumber: 'Mobile number',
  digits: '{count} digits',
  countryCode: 'Country code',
  oneGuest: '1 guest',
  manyGuests: '{count} guests',
  iAgreeToThe: 'I agree to the',
  termsAndConditions: 'Terms & Conditions',
  getStarted: 'Get Started',
  join: 'Join',
  numberOfGuests: 'Number of guests',
  reload: 'Reload',
} as const;
