// Brand 1 of the demo: The Brew Room, a Bangalore brewpub with two branches.
import type { DemoBranch, DemoBrand } from '../demo-types';
import { brewRoomDrinkBar } from './brew-room-drink-bar';
import { brewRoomDrinkSoft } from './brew-room-drink-soft';
import { brewRoomEatMains } from './brew-room-eat-mains';
import { brewRoomEatRiceAndSweets } from './brew-room-eat-rice-and-sweets';
import { brewRoomEatStarters } from './brew-room-eat-starters';
import { brewRoomSmoke } from './brew-room-smoke';

const tableNames = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => String(i + 1));

const indiranagar: DemoBranch = {
  name: 'Indiranagar',
  shortName: 'indiranagar',
  displayName: 'The Brew Room · Indiranagar',
  // Equal opening and closing times: open around the clock (the demo always takes orders).
  openingTime: '00:00:00',
  closingTime: '00:00:00',
  timeZone: 'Asia/Kolkata',
  tables: tableNames(8),
  tablesWithoutAssociate: ['8'],
};

const koramangala: DemoBranch = {
  name: 'Koramangala',
  shortName: 'koramangala',
  displayName: 'The Brew Room · Koramangala',
  openingTime: '11:30:00',
  closingTime: '00:45:00',
  timeZone: 'Asia/Kolkata',
  tables: tableNames(6),
  tablesWithoutAssociate: [],
};

const termsText = [
  'A service charge of 7.5% is added to your bill. It is shared with our whole team; ask your server if you would like it removed.',
  'Operating hours are 11:30 am to 12:45 am. Last orders are taken 10 minutes before closing.',
  'Alcoholic drinks are served only to guests aged 21 and above. Please carry a valid photo ID; we may ask for it.',
  'Smart casual dress. The management reserves the right of admission.',
  'Government taxes are extra, as applicable. All prices are in Indian rupees.',
  'Please tell your server about any food allergies before you order. Dishes may contain nuts, gluten, dairy or egg.',
  'Hookahs use tobacco-free herbal molasses and are served only to guests aged 21 and above.',
].join('\n');

const serviceChargeText = [
  'A service charge of 7.5% is added to the food and beverage total of your bill, before government taxes.',
  'It is shared among everyone who looks after you: servers, bartenders, brewers, kitchen and housekeeping.',
  'The service charge is voluntary. If you would rather not pay it, ask your server and it will be removed from your bill, no questions asked.',
].join('\n');

export const brewRoom: DemoBrand = {
  name: 'The Brew Room',
  shortName: 'brewroom',
  databaseName: 'brewroom',
  style: {
    stylesheet: 'brewroom.css',
    fontFamily: "'Roboto Condensed', 'Arial Narrow', sans-serif",
    primaryImage: 'brewroom-logo.svg',
    secondaryImage: 'brewroom-mark.svg',
  },
  termsText,
  serviceChargeText,
  charges: [{ name: 'Service Charge', ratePercent: 7.5 }],
  taxes: [
    { name: 'CGST', ratePercent: 2.5 },
    { name: 'SGST', ratePercent: 2.5 },
  ],
  branches: [indiranagar, koramangala],
  menu: [
    ...brewRoomEatStarters,
    ...brewRoomEatMains,
    ...brewRoomEatRiceAndSweets,
    ...brewRoomDrinkBar,
    ...brewRoomDrinkSoft,
    ...brewRoomSmoke,
  ],
  promotions: [
    {
      mainHeader: 'Happy Hours',
      subHeader: 'Till 8 PM, every day',
      containerSize: 'TWO_BY_TWO',
      promotions: [
        {
          title: 'House Pints at ₹390',
          name: 'Happy Hour Pints',
          description:
            'Every house brew by the pint at ₹390 until 8 PM, every day. Fresh from the tanks behind the bar.',
          banner: 'promo/happy-hour-pints',
          productKeys: [
            'indiranagar-lager',
            'koramangala-wit',
            'silk-board-ipa',
            'monsoon-stout',
            'cubbon-hefeweizen',
          ],
        },
        {
          title: 'Cocktail Hour',
          name: 'Cocktail Hour',
          description:
            'Our signature cocktails at happy-hour prices until 8 PM. Start with the Kokum Margarita.',
          banner: 'promo/cocktail-hour',
          productKeys: [
            'kokum-margarita',
            'brew-room-old-fashioned',
            'spiced-guava-mary',
            'house-sangria',
          ],
        },
        {
          title: 'Bar Bites',
          name: 'Bar Bites',
          description:
            'Crunchy, spicy, made for sharing: the small plates our regulars order with the first round.',
          banner: 'promo/bar-bites',
          productKeys: [
            'chicken-65',
            'crispy-corn-pepper-salt',
            'peri-peri-fries',
            'loaded-nachos',
            'smoked-chilli-chicken-wings',
          ],
        },
        {
          title: 'Indian Single Malts',
          name: 'Whisky Hour',
          description:
            'Raise a glass to home-grown single malts from Bangalore and Goa, neat, on the rocks or with a splash.',
          banner: 'promo/whisky-hour',
          productKeys: ['amrut-fusion', 'paul-john-brilliance', 'coorg-pandi-fry'],
        },
      ],
    },
    {
      mainHeader: 'Chef Recommends',
      subHeader: 'Coastal Karnataka flavours, pub style',
      containerSize: 'FULL_WIDTH',
      promotions: [
        {
          title: 'Ghee Roast Season',
          name: 'Ghee Roast Season',
          description:
            'Kundapur-style ghee roast: Byadgi chillies, tamarind and plenty of ghee, roasted slow until glossy red. Try it with chicken or mushrooms.',
          banner: 'promo/ghee-roast',
          productKeys: ['chicken-ghee-roast', 'mushroom-ghee-roast', 'mangalorean-fish-curry'],
        },
        {
          title: 'Biryani Sundays',
          name: 'Biryani Sundays',
          description:
            'From Hyderabadi dum to the Bangalore military-hotel donne, our biryanis are sealed and slow-cooked every morning.',
          banner: 'promo/biryani',
          productKeys: ['chicken-dum-biryani', 'donne-mutton-biryani', 'subz-dum-biryani'],
        },
        {
          title: 'All Day Breakfast',
          name: 'All Day Breakfast',
          description:
            'Eggs your way whenever you wake up: big breakfasts, Parsi akuri and shakshuka, with filter coffee to match.',
          banner: 'promo/all-day-breakfast',
          productKeys: [
            'brew-room-big-breakfast',
            'parsi-akuri-on-toast',
            'shakshuka',
            'buttermilk-pancakes',
            'filter-coffee',
          ],
        },
      ],
    },
  ],
};
