// Brand 2 of the demo: Chai & Chaat Co., a small all-day chai and street-food cafe. A separate
// tenant with its own style, terms and menu, to show that tenants are kept apart.
import type { DemoBrand } from '../demo-types';
import { secondBrandMenu } from './second-brand-menu';

export const secondBrand: DemoBrand = {
  name: 'Chai & Chaat Co.',
  shortName: 'chaichaat',
  databaseName: 'chaichaat',
  style: {
    stylesheet: 'chaichaat.css',
    fontFamily: "'Nunito', 'Segoe UI', system-ui, sans-serif",
    primaryImage: 'chaichaat-logo.svg',
    secondaryImage: 'chaichaat-mark.svg',
  },
  termsText: [
    'Prices are in Indian rupees. Government taxes are extra, as applicable.',
    'We do not add a service charge. Tips are welcome but never expected.',
    'Open every day from 8:00 am to 11:00 pm. The kitchen takes last orders 10 minutes before closing.',
    'Our kitchen is mostly vegetarian; egg dishes and the chicken roll are cooked on a separate station.',
    'Jain preparations are available on request; tell us before you order.',
    'We are a smoke-free and alcohol-free cafe.',
  ].join('\n'),
  serviceChargeText: [
    'Chai & Chaat Co. does not levy a service charge.',
    'Your bill shows only the menu prices and government taxes (CGST 2.5% and SGST 2.5%).',
  ].join('\n'),
  charges: [],
  taxes: [
    { name: 'CGST', ratePercent: 2.5 },
    { name: 'SGST', ratePercent: 2.5 },
  ],
  branches: [
    {
      name: 'HSR Layout',
      shortName: 'hsr',
      displayName: 'Chai & Chaat Co. · HSR Layout',
      openingTime: '08:00:00',
      closingTime: '23:00:00',
      timeZone: 'Asia/Kolkata',
      tables: ['1', '2', '3', '4', '5'],
      tablesWithoutAssociate: [],
    },
  ],
  menu: secondBrandMenu,
  promotions: [
    {
      mainHeader: "Chai O'Clock",
      subHeader: 'Every evening, 4 to 7 PM',
      containerSize: 'TWO_BY_TWO',
      promotions: [
        {
          title: 'Chai & Samosa',
          name: 'Chai & Samosa',
          description: 'The evening classic: a cutting chai with a hot samosa or vada pav.',
          banner: 'promo/chai-samosa',
          productKeys: ['cutting-chai', 'punjabi-samosa', 'vada-pav'],
        },
        {
          title: 'Chaat Trio',
          name: 'Chaat Trio',
          description: 'Cannot decide? Build a platter of three chaats and share it.',
          banner: 'promo/chaat-trio',
          productKeys: ['build-your-own-chaat', 'pani-puri', 'papdi-chaat'],
        },
        {
          title: 'Irani Cafe Corner',
          name: 'Irani Cafe Corner',
          description: 'Irani chai with bun maska, straight from the old cafes.',
          banner: 'promo/irani-cafe',
          productKeys: ['irani-chai', 'bun-maska'],
        },
        {
          title: 'Sweet Endings',
          name: 'Sweet Endings',
          description: 'Hot jalebi, cold rabri and a glass of falooda to finish.',
          banner: 'promo/sweet-endings',
          productKeys: ['jalebi-rabri', 'rasmalai', 'rose-falooda'],
        },
      ],
    },
  ],
};
