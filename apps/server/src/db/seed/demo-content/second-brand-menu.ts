// Chai & Chaat Co. menu: chaat, street snacks and mithai (Eat); chai, coffee and coolers (Drink).
import type { DemoAddOn, DemoCategory, DemoSize } from '../demo-types';
import { free, one, onTheSide, size } from './demo-helpers';

function chai(cutting: number, full: number, kettle: number): DemoSize[] {
  return [size('Cutting', cutting), size('Full Cup', full), size('Kettle (4 cups)', kettle)];
}

const sweetness = ['Less sugar', 'No sugar', 'Extra sugar'];
const chaatInstructions = ['Less spicy', 'Extra spicy', 'No onion no garlic'];
const chaatExtras: DemoAddOn[] = [
  { name: 'Extra Sev', price: 15 },
  { name: 'Extra Curd', price: 20 },
  { name: 'Pomegranate', price: 25 },
];

export const secondBrandMenu: DemoCategory[] = [
  {
    tab: 'EAT',
    name: 'Chaat',
    products: [
      {
        key: 'pani-puri',
        name: 'Pani Puri',
        description:
          'Crisp puris filled with spiced potato and chickpeas, with teekha mint pani and sweet tamarind pani on the side.',
        foodType: 'VEGETARIAN',
        sizes: [size('6 pcs', 80), size('12 pcs', 150)],
        instructions: chaatInstructions,
        recommendations: ['dahi-puri', 'nimbu-shikanji'],
        calories: 240,
        tags: ['Bestseller', 'Jain option'],
        image: 'rice-cracker',
      },
      {
        key: 'sev-puri',
        name: 'Sev Puri',
        description:
          'Flat puris layered with potato, onion, three chutneys and a snowfall of fine sev. Crunch in every bite.',
        foodType: 'VEGETARIAN',
        sizes: one(110),
        addOns: { min: 0, max: 2, options: chaatExtras },
        instructions: chaatInstructions,
        recommendations: ['masala-chai-cc', 'pani-puri'],
        calories: 290,
        image: 'rice-cracker',
      },
      {
        key: 'dahi-puri',
        name: 'Dahi Puri',
        description:
          'Puris filled with potato and moong, drowned in chilled sweet curd and chutneys.',
        foodType: 'VEGETARIAN',
        sizes: one(120),
        addOns: { min: 0, max: 2, options: chaatExtras },
        instructions: chaatInstructions,
        recommendations: ['pani-puri'],
        calories: 310,
        image: 'bowl-with-spoon',
      },
      {
        key: 'papdi-chaat',
        name: 'Delhi Papdi Chaat',
        description:
          'Crisp papdi with potato, chickpeas, whisked curd, tamarind and green chutney, finished with pomegranate.',
        foodType: 'VEGETARIAN',
        sizes: one(130, 150),
        addOns: { min: 0, max: 2, options: chaatExtras },
        instructions: chaatInstructions,
        calories: 360,
        tags: ['Bestseller'],
        image: 'bowl-with-spoon',
      },
      {
        key: 'samosa-chaat',
        name: 'Samosa Chaat',
        description: 'Two crushed Punjabi samosas under hot chole, curd, chutneys and onion.',
        foodType: 'VEGETARIAN',
        sizes: one(140),
        instructions: chaatInstructions,
        recommendations: ['masala-chai-cc'],
        calories: 520,
        image: 'dumpling',
      },
      {
        key: 'raj-kachori',
        name: 'Raj Kachori',
        description:
          'The king of chaat: a giant crisp kachori stuffed with sprouts, potato, curd, chutneys and sev.',
        foodType: 'VEGETARIAN',
        sizes: one(160),
        instructions: chaatInstructions,
        calories: 480,
        tags: ["Chef's Special"],
        image: 'bowl-with-spoon',
      },
      {
        key: 'bhel-puri',
        name: 'Bhel Puri',
        description:
          'Puffed rice tossed with raw mango, onion, tomato, peanuts and chutneys. Chowpatty in a paper cone.',
        foodType: 'VEGETARIAN',
        sizes: one(100),
        instructions: chaatInstructions,
        calories: 260,
        tags: ['Jain option'],
        image: 'rice-cracker',
      },
      {
        key: 'build-your-own-chaat',
        name: 'Build Your Own Chaat Platter',
        description:
          'Pick exactly three chaats in tasting portions, served on one steel thali with extra chutneys.',
        foodType: 'VEGETARIAN',
        sizes: one(260),
        addOns: {
          min: 3,
          max: 3,
          options: [
            ...free('Pani Puri', 'Sev Puri', 'Dahi Puri', 'Papdi Chaat', 'Bhel Puri'),
            { name: 'Raj Kachori', price: 40 },
          ],
        },
        instructions: chaatInstructions,
        calories: 620,
        tags: ['New'],
        image: 'bento-box',
      },
    ],
  },
  {
    tab: 'EAT',
    name: 'Street Snacks',
    products: [
      {
        key: 'vada-pav',
        name: 'Vada Pav',
        description:
          'A spiced potato vada in a soft pav with dry garlic chutney and a fried green chilli. Mumbai on the go.',
        foodType: 'VEGETARIAN',
        sizes: one(70),
        addOns: {
          min: 0,
          max: 0,
          options: [onTheSide('Fried Green Chilli'), { name: 'Cheese', price: 20 }],
        },
        instructions: ['No garlic chutney', 'Extra chutney'],
        recommendations: ['cutting-chai'],
        calories: 300,
        tags: ['Bestseller'],
        image: 'hamburger',
      },
      {
        key: 'punjabi-samosa',
        name: 'Punjabi Samosa (2 pcs)',
        description:
          'Flaky, ajwain-scented pastry packed with spiced potato and peas, with chutneys.',
        foodType: 'VEGETARIAN',
        sizes: one(60),
        recommendations: ['cutting-chai', 'samosa-chaat'],
        calories: 380,
        image: 'dumpling',
      },
      {
        key: 'onion-pakoda',
        name: 'Onion Pakoda',
        description:
          'Crisp onion fritters in gram flour batter with curry leaves. Best with rain and chai.',
        foodType: 'VEGETARIAN',
        sizes: one(90),
        recommendations: ['masala-chai-cc'],
        calories: 340,
        image: 'falafel',
      },
      {
        key: 'bun-maska',
        name: 'Bun Maska',
        description:
          'A soft Irani bun split and slathered with salted butter. Dunk it in your chai.',
        foodType: 'VEGETARIAN',
        sizes: one(60),
        addOns: {
          min: 0,
          max: 2,
          options: [
            { name: 'Jam', price: 10 },
            { name: 'Extra Maska', price: 20 },
          ],
        },
        recommendations: ['irani-chai'],
        calories: 290,
        image: 'bread',
      },
      {
        key: 'bread-omelette',
        name: 'Bread Omelette',
        description: 'A two-egg masala omelette folded around buttered bread, cooked on the tawa.',
        foodType: 'EGGETARIAN',
        sizes: one(90),
        instructions: ['Less spicy', 'No onion'],
        recommendations: ['cutting-chai'],
        calories: 360,
        image: 'cooking',
      },
      {
        key: 'egg-bhurji-pav',
        name: 'Egg Bhurji Pav',
        description:
          'Street-style spicy scrambled eggs with onion and tomato, served with two buttered pav.',
        foodType: 'EGGETARIAN',
        sizes: one(120),
        instructions: ['Less spicy'],
        calories: 450,
        image: 'egg',
      },
      {
        key: 'chicken-kathi-roll-cc',
        name: 'Chicken Tikka Roll',
        description: 'Smoky chicken tikka, onion and mint chutney rolled in a flaky paratha.',
        foodType: 'NON_VEGETARIAN',
        sizes: one(160),
        instructions: ['Less spicy', 'No onion'],
        calories: 520,
        image: 'burrito',
      },
    ],
  },
  {
    tab: 'EAT',
    name: 'Mithai',
    products: [
      {
        key: 'jalebi-rabri',
        name: 'Jalebi with Rabri',
        description:
          'Hot, syrupy saffron jalebis with chilled thick rabri. Hot and cold, sweet and sweeter.',
        foodType: 'VEGETARIAN',
        sizes: one(120),
        calories: 480,
        tags: ['Bestseller'],
        image: 'doughnut',
      },
      {
        key: 'gajar-halwa',
        name: 'Gajar ka Halwa',
        description:
          'Red Delhi carrots slow-cooked in milk and ghee with cardamom, cashews and raisins.',
        foodType: 'VEGETARIAN',
        sizes: one(110),
        calories: 390,
        image: 'custard',
        outOfStock: true,
      },
      {
        key: 'rasmalai',
        name: 'Rasmalai (2 pcs)',
        description: 'Soft chenna discs soaked in saffron-cardamom milk with pistachio.',
        foodType: 'VEGETARIAN',
        sizes: one(120),
        calories: 310,
        tags: ['Jain option'],
        image: 'ice-cream',
      },
    ],
  },
  {
    tab: 'DRINK',
    name: 'Chai',
    products: [
      {
        key: 'cutting-chai',
        name: 'Cutting Chai',
        description:
          'Strong, sweet, boiled-and-boiled-again tea with milk and a whisper of elaichi.',
        foodType: 'VEGETARIAN',
        alcoholic: false,
        sizes: chai(30, 50, 180),
        instructions: sweetness,
        recommendations: ['vada-pav', 'punjabi-samosa'],
        tags: ['Bestseller'],
        image: 'teacup-without-handle',
      },
      {
        key: 'masala-chai-cc',
        name: 'Masala Chai',
        description:
          'Assam CTC with ginger, cardamom, clove and black pepper. Warm all the way down.',
        foodType: 'VEGETARIAN',
        alcoholic: false,
        sizes: chai(40, 60, 220),
        instructions: sweetness,
        recommendations: ['onion-pakoda'],
        image: 'teacup-without-handle',
      },
      {
        key: 'irani-chai',
        name: 'Irani Chai',
        description: 'Slow-brewed dum tea mixed with rich khoya milk, the Hyderabadi cafe way.',
        foodType: 'VEGETARIAN',
        alcoholic: false,
        sizes: chai(45, 70, 250),
        instructions: sweetness,
        recommendations: ['bun-maska'],
        image: 'teacup-without-handle',
      },
      {
        key: 'lemongrass-ginger-chai',
        name: 'Lemongrass Ginger Chai',
        description:
          'Fresh lemongrass and crushed ginger brewed with tea. Milk optional, comfort guaranteed.',
        foodType: 'VEGETARIAN',
        alcoholic: false,
        sizes: chai(40, 60, 220),
        addOns: {
          min: 0,
          max: 0,
          options: [
            { name: 'Honey', price: 15 },
            { name: 'Tulsi', price: 10 },
          ],
        },
        instructions: [...sweetness, 'No milk'],
        tags: ['New'],
        image: 'teapot',
      },
      {
        key: 'kashmiri-kahwa',
        name: 'Kashmiri Kahwa',
        description: 'Green tea with saffron, cinnamon and cardamom, topped with slivered almonds.',
        foodType: 'VEGETARIAN',
        alcoholic: false,
        sizes: [size('Cup', 90), size('Kettle (4 cups)', 320)],
        instructions: ['With honey', 'No sugar'],
        image: 'teapot',
      },
    ],
  },
  {
    tab: 'DRINK',
    name: 'Coffee & Coolers',
    products: [
      {
        key: 'filter-kaapi',
        name: 'Filter Kaapi',
        description: 'Strong decoction and frothy milk poured from a height into a steel dabara.',
        foodType: 'VEGETARIAN',
        alcoholic: false,
        sizes: one(60),
        instructions: sweetness,
        image: 'hot-beverage',
      },
      {
        key: 'kulhad-lassi',
        name: 'Kulhad Lassi',
        description:
          'Thick Punjabi lassi with malai on top, served in a clay kulhad. Choose it sweet or salted.',
        foodType: 'VEGETARIAN',
        alcoholic: false,
        sizes: one(110),
        addOns: { min: 1, max: 1, options: free('Sweet', 'Salted', 'Rose') },
        image: 'glass-of-milk',
      },
      {
        key: 'nimbu-shikanji',
        name: 'Nimbu Shikanji',
        description:
          'Fresh lime, roasted jeera, black salt and mint over ice. Choose plain or soda.',
        foodType: 'VEGETARIAN',
        alcoholic: false,
        sizes: one(70),
        instructions: ['With soda', 'Extra ice', 'Less sweet'],
        image: 'cup-with-straw',
      },
      {
        key: 'rose-falooda',
        name: 'Rose Falooda',
        description:
          'Rose milk with sabja seeds, vermicelli, jelly and a scoop of kulfi. Dessert you drink.',
        foodType: 'VEGETARIAN',
        alcoholic: false,
        sizes: one(160, 180),
        image: 'tropical-drink',
      },
    ],
  },
];
