// The downloadable example (GET menuExport?template=true, as JSON, XLSX or CSV): a small, real
// café menu that shows every column of the template in use. It imports into an empty branch
// as a menu guests can order from (tested in test/menu-transfer).
import {
  MENU_EXPORT_FORMAT,
  MENU_EXPORT_VERSION,
  type TMenuExport,
  type TMenuExportItem,
} from '@tableside/shared/contract/menu-transfer';

type Example = Partial<TMenuExportItem> &
  Pick<TMenuExportItem, 'tab' | 'category' | 'name' | 'sizes'>;

const size = (name: string, price: number, isDefault = false) => ({
  name,
  isDefault,
  defaultPrice: price,
  price,
  available: true,
});

const item = (example: Example): TMenuExportItem => ({
  subCategory: null,
  description: '',
  foodType: 'VEGETARIAN',
  isAlcoholic: false,
  calories: null,
  tags: [],
  allergens: [],
  addOnGroup: null,
  instructions: [],
  recommendations: [],
  imageKey: null,
  ...example,
});

const items: TMenuExportItem[] = [
  item({
    tab: 'EAT',
    category: 'Breakfast',
    subCategory: 'Dosa',
    name: 'Masala Dosa',
    description:
      'Crisp rice and lentil crêpe filled with spiced potato, with sambar and coconut chutney.',
    calories: 420,
    tags: ['Bestseller'],
    sizes: [size('Regular', 120, true), size('Family (2 pcs)', 220)],
    addOnGroup: {
      min: 0,
      max: 2,
      addOns: [
        { name: 'Extra Ghee', price: 20, autoSelect: false },
        { name: 'Cheese', price: 40, autoSelect: false },
      ],
    },
    allergens: [
      { allergen: 'MILK', level: 'MAY_CONTAIN' },
      { allergen: 'MUSTARD', level: 'CONTAINS' },
    ],
    instructions: ['Less oil', 'Extra crisp'],
    recommendations: ['Filter Coffee'],
  }),
  item({
    tab: 'EAT',
    category: 'Breakfast',
    subCategory: 'Dosa',
    name: 'Onion Rava Dosa',
    description: 'Lacy semolina dosa with onion, green chilli and cumin.',
    calories: 380,
    sizes: [size('Regular', 140, true)],
    allergens: [{ allergen: 'GLUTEN', level: 'CONTAINS' }],
  }),
  item({
    tab: 'EAT',
    category: 'Breakfast',
    subCategory: 'Idli & Vada',
    name: 'Idli Vada Combo',
    description: 'Two steamed idlis and a crisp medu vada with sambar and chutney.',
    calories: 350,
    sizes: [size('Regular', 90, true)],
    recommendations: ['Filter Coffee'],
  }),
  item({
    tab: 'EAT',
    category: 'Mains',
    name: 'Chicken Chettinad',
    description:
      'Chicken in a roasted pepper, fennel and coconut masala. Served with two parottas.',
    foodType: 'NON_VEGETARIAN',
    calories: 690,
    tags: ['Spicy'],
    sizes: [size('Half', 240, true), size('Full', 420)],
    addOnGroup: {
      min: 1,
      max: 1,
      addOns: [
        { name: 'Parotta', price: 0, autoSelect: false },
        { name: 'Steamed Rice', price: 0, autoSelect: false },
        { name: 'Appam', price: 30, autoSelect: false },
      ],
    },
    allergens: [
      { allergen: 'GLUTEN', level: 'CONTAINS' },
      { allergen: 'TREE_NUTS', level: 'MAY_CONTAIN' },
    ],
    instructions: ['Mild', 'Extra spicy'],
  }),
  item({
    tab: 'EAT',
    category: 'Mains',
    name: 'Egg Curry',
    description: 'Boiled eggs in a tomato and onion gravy.',
    foodType: 'EGGETARIAN',
    calories: 410,
    sizes: [size('Regular', 180, true)],
    allergens: [{ allergen: 'EGGS', level: 'CONTAINS' }],
  }),
  item({
    tab: 'DRINK',
    category: 'Hot Drinks',
    name: 'Filter Coffee',
    description: 'Chicory-blend decoction with frothed milk, served in a davara.',
    calories: 110,
    tags: ['Bestseller'],
    sizes: [size('Small', 40, true), size('Large', 60)],
    allergens: [{ allergen: 'MILK', level: 'CONTAINS' }],
    instructions: ['Less sugar', 'No sugar'],
  }),
  item({
    tab: 'DRINK',
    category: 'Cold Drinks',
    name: 'Fresh Lime Soda',
    description: 'Sweet, salted or mixed.',
    calories: 90,
    sizes: [size('Regular', 70, true)],
    addOnGroup: {
      min: 1,
      max: 1,
      addOns: [
        { name: 'Sweet', price: 0, autoSelect: false },
        { name: 'Salted', price: 0, autoSelect: false },
        { name: 'Mixed', price: 0, autoSelect: false },
      ],
    },
  }),
  item({
    tab: 'DRINK',
    category: 'Cold Drinks',
    name: 'Kingfisher Premium',
    description: 'Lager, chilled.',
    isAlcoholic: true,
    calories: 150,
    sizes: [size('330 ml', 180, true), size('650 ml', 300)],
    allergens: [{ allergen: 'GLUTEN', level: 'CONTAINS' }],
  }),
];

export const EXAMPLE_MENU: TMenuExport = {
  format: MENU_EXPORT_FORMAT,
  version: MENU_EXPORT_VERSION,
  source: { brand: 'Example Café', branch: 'Template' },
  categories: [
    { tab: 'DRINK', name: 'Hot Drinks', subCategories: [] },
    { tab: 'DRINK', name: 'Cold Drinks', subCategories: [] },
    { tab: 'EAT', name: 'Breakfast', subCategories: [{ name: 'Dosa' }, { name: 'Idli & Vada' }] },
    { tab: 'EAT', name: 'Mains', subCategories: [] },
  ],
  items,
};
