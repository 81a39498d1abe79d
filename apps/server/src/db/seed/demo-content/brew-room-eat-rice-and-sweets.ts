// The Brew Room, Eat tab (3/3): biryani and rice, all day breakfast, desserts.
import type { DemoAddOn, DemoCategory } from '../demo-types';
import { free, one, onTheSide, size } from './demo-helpers';

const biryaniSides: DemoAddOn[] = [
  onTheSide('Burani Raita'),
  onTheSide('Mirchi ka Salan'),
  { name: 'Extra Raita', price: 40 },
];

export const brewRoomEatRiceAndSweets: DemoCategory[] = [
  {
    tab: 'EAT',
    name: 'Biryani & Rice',
    products: [
      {
        key: 'chicken-dum-biryani',
        name: 'Chicken Dum Biryani',
        description:
          'Hyderabadi kacchi-style biryani: marinated chicken and aged basmati sealed and slow-cooked with saffron, mint and fried onions.',
        foodType: 'NON_VEGETARIAN',
        sizes: [size('Half', 380), size('Full', 560)],
        addOns: { min: 0, max: 0, options: [...biryaniSides, { name: 'Boiled Egg', price: 40 }] },
        instructions: ['Less spicy', 'Leg piece please'],
        recommendations: ['tandoori-chicken', 'masala-chaas'],
        calories: 820,
        tags: ['Bestseller'],
        image: 'cooked-rice',
      },
      {
        key: 'donne-mutton-biryani',
        name: 'Donne Mutton Biryani',
        description:
          'Bangalore military-hotel style: short-grain seeraga samba rice cooked with tender mutton, mint and green chilli, served in a leaf cup.',
        foodType: 'NON_VEGETARIAN',
        sizes: one(590),
        addOns: {
          min: 0,
          max: 0,
          options: [onTheSide('Onion Raita'), { name: 'Boiled Egg', price: 40 }],
        },
        instructions: ['Less spicy'],
        recommendations: ['chicken-65', 'fresh-lime-soda'],
        calories: 880,
        tags: ["Chef's Special"],
        image: 'cooked-rice',
      },
      {
        key: 'subz-dum-biryani',
        name: 'Subz Dum Biryani',
        description:
          'Seasonal vegetables, paneer and basmati layered with saffron milk, caramelised onions and whole spices, finished on dum.',
        foodType: 'VEGETARIAN',
        sizes: [size('Half', 320), size('Full', 480)],
        addOns: { min: 0, max: 0, options: biryaniSides },
        instructions: ['Less spicy', 'No onion no garlic'],
        recommendations: ['hara-bhara-kebab', 'mango-lassi'],
        calories: 690,
        image: 'cooked-rice',
      },
      {
        key: 'egg-fried-rice',
        name: 'Egg Fried Rice',
        description:
          'Wok-smoky rice tossed with scrambled egg, spring onion, carrots and a splash of soy. Pairs with anything from the Indo-Chinese side.',
        foodType: 'EGGETARIAN',
        sizes: one(320),
        instructions: ['Less oil', 'Add chilli garlic'],
        recommendations: ['chilli-paneer', 'chicken-manchow-soup'],
        calories: 560,
        image: 'cooked-rice',
      },
      {
        key: 'bisi-bele-bath',
        name: 'Bisi Bele Bath',
        description:
          'The Karnataka one-pot of rice, toor dal, vegetables and tamarind with our own roasted spice powder. Served with khara boondi.',
        foodType: 'VEGETARIAN',
        sizes: one(280),
        addOns: {
          min: 0,
          max: 0,
          options: [
            onTheSide('Khara Boondi'),
            { name: 'Extra Ghee', price: 30 },
            { name: 'Papad', price: 30 },
          ],
        },
        instructions: ['Less spicy'],
        recommendations: ['masala-chaas', 'filter-coffee'],
        calories: 460,
        image: 'bowl-with-spoon',
      },
    ],
  },
  {
    tab: 'EAT',
    name: 'All Day Breakfast',
    products: [
      {
        key: 'brew-room-big-breakfast',
        name: 'The Brew Room Big Breakfast',
        description:
          'Two eggs your way, chicken sausages, bacon, hash brown, baked beans, grilled tomato and buttered toast. Fuel for the whole day.',
        foodType: 'NON_VEGETARIAN',
        sizes: one(490),
        addOns: {
          min: 1,
          max: 1,
          options: free('Sunny Side Up', 'Scrambled', 'Poached', 'Masala Omelette'),
        },
        instructions: ['Brown bread', 'No beans'],
        recommendations: ['filter-coffee', 'cappuccino'],
        calories: 1050,
        tags: ['Bestseller'],
        image: 'bacon',
      },
      {
        key: 'masala-omelette',
        name: 'Masala Omelette',
        description:
          'A fluffy three-egg omelette with onion, tomato, green chilli and coriander, with buttered toast on the side.',
        foodType: 'EGGETARIAN',
        sizes: one(220),
        addOns: {
          min: 0,
          max: 2,
          options: [
            { name: 'Cheese', price: 40 },
            { name: 'Mushrooms', price: 40 },
            { name: 'Extra Egg', price: 30 },
          ],
        },
        instructions: ['Less spicy', 'No onion'],
        recommendations: ['masala-chai', 'filter-coffee'],
        calories: 320,
        image: 'cooking',
      },
      {
        key: 'parsi-akuri-on-toast',
        name: 'Parsi Akuri on Toast',
        description:
          'Soft, creamy scrambled eggs cooked the Parsi way with ginger, green chilli, tomato and coriander, piled on thick toast.',
        foodType: 'EGGETARIAN',
        sizes: one(260),
        instructions: ['Less spicy', 'Extra soft'],
        recommendations: ['masala-chai', 'cappuccino'],
        calories: 380,
        image: 'cooking',
      },
      {
        key: 'shakshuka',
        name: 'Shakshuka',
        description:
          'Eggs poached in a smoky, gently spiced tomato and pepper sauce, finished with feta and herbs and served with sourdough.',
        foodType: 'EGGETARIAN',
        sizes: one(340),
        instructions: ['Runny yolks', 'Well set yolks'],
        recommendations: ['cappuccino', 'fresh-lime-soda'],
        calories: 420,
        tags: ['New'],
        image: 'shallow-pan-of-food',
      },
      {
        key: 'buttermilk-pancakes',
        name: 'Buttermilk Pancakes',
        description:
          'A tall stack of fluffy buttermilk pancakes with salted butter. Choose up to two toppings.',
        foodType: 'EGGETARIAN',
        sizes: one(320),
        addOns: {
          min: 0,
          max: 2,
          options: [
            { name: 'Maple Syrup', price: 0 },
            { name: 'Nutella', price: 60 },
            { name: 'Caramelised Banana', price: 40 },
            { name: 'Whipped Cream', price: 40 },
          ],
        },
        recommendations: ['cappuccino', 'hot-chocolate'],
        calories: 610,
        image: 'pancakes',
      },
    ],
  },
  {
    tab: 'EAT',
    name: 'Desserts',
    products: [
      {
        key: 'sizzling-brownie',
        name: 'Sizzling Brownie',
        description:
          'A warm walnut brownie on a hissing iron skillet, with vanilla ice cream and hot chocolate sauce poured at the table.',
        foodType: 'EGGETARIAN',
        sizes: one(320),
        instructions: ['No walnuts'],
        recommendations: ['filter-coffee', 'irish-coffee'],
        calories: 690,
        tags: ['Bestseller'],
        image: 'chocolate-bar',
      },
      {
        key: 'gulab-jamun-cheesecake',
        name: 'Gulab Jamun Cheesecake',
        description:
          'Baked cardamom cheesecake on a biscuit crust, crowned with warm gulab jamun and a drizzle of rose syrup.',
        foodType: 'EGGETARIAN',
        sizes: one(340),
        recommendations: ['masala-chai', 'filter-coffee'],
        calories: 520,
        tags: ['New', "Chef's Special"],
        image: 'shortcake',
      },
      {
        key: 'matka-kulfi',
        name: 'Matka Kulfi',
        description:
          'Slow-reduced milk with pistachio, saffron and cardamom, set in a little clay pot. Dense, creamy, old-school.',
        foodType: 'VEGETARIAN',
        sizes: one(180),
        recommendations: ['filter-coffee'],
        calories: 260,
        tags: ['Jain option'],
        image: 'ice-cream',
      },
      {
        key: 'caramel-custard',
        name: 'Caramel Custard',
        description:
          'Silky baked egg custard under a pool of dark caramel, the way the old Bangalore bakeries make it.',
        foodType: 'EGGETARIAN',
        sizes: one(220),
        recommendations: ['filter-coffee'],
        calories: 310,
        image: 'custard',
      },
      {
        key: 'banoffee-pie',
        name: 'Banoffee Pie',
        description:
          'Buttery biscuit base, thick dulce de leche, sliced banana and whipped cream with a dusting of cocoa.',
        foodType: 'VEGETARIAN',
        sizes: one(280),
        recommendations: ['cappuccino', 'irish-coffee'],
        calories: 540,
        image: 'pie',
      },
      {
        key: 'filter-coffee-tiramisu',
        name: 'Filter Coffee Tiramisu',
        description:
          'Savoiardi soaked in strong South Indian filter coffee decoction, layered with mascarpone cream and cocoa.',
        foodType: 'EGGETARIAN',
        sizes: one(360),
        recommendations: ['filter-coffee-martini', 'filter-coffee'],
        calories: 480,
        tags: ["Chef's Special"],
        image: 'shortcake',
        outOfStock: true,
      },
    ],
  },
];
