// The Brew Room, Smoke tab: herbal hookahs, classic and signature.
import type { DemoAddOn, DemoCategory, DemoSize } from '../demo-types';
import { onTheSide, size } from './demo-helpers';

function hookah(regular: number, premium: number, regularList?: number): DemoSize[] {
  return [size('Regular', regular, regularList), size('Premium', premium)];
}

/** Classic hookahs: the base is part of the order (exactly one). */
const bases: DemoAddOn[] = [
  { name: 'Water Base', price: 0 },
  { name: 'Ice Base', price: 100 },
  { name: 'Milk Base', price: 150 },
  { name: 'Red Bull Base', price: 300 },
];

/** Signature hookahs: fresh mouth tips always, and as many extras as you like. */
const extras: DemoAddOn[] = [
  onTheSide('Disposable Mouth Tips'),
  { name: 'Extra Base', price: 150 },
  { name: 'Extra Coal', price: 50 },
  { name: 'Fresh Fruit Head', price: 350 },
  { name: 'Flavour Refill', price: 450 },
];

const hookahInstructions = ['Light draw', 'Strong draw', 'Extra ice in base'];

export const brewRoomSmoke: DemoCategory[] = [
  {
    tab: 'SMOKE',
    name: 'Hookah',
    subCategories: [
      {
        name: 'Classic',
        products: [
          {
            key: 'double-apple-hookah',
            name: 'Double Apple',
            description:
              'The timeless blend of red and green apple with a hint of aniseed, on tobacco-free herbal molasses. Premium comes in a clay head.',
            foodType: 'VEGETARIAN',
            sizes: hookah(790, 990),
            addOns: { min: 1, max: 1, options: bases },
            instructions: hookahInstructions,
            recommendations: ['masala-peanut-chaat', 'cubbon-hefeweizen'],
            tags: ['Bestseller'],
            image: 'cloud',
          },
          {
            key: 'fresh-mint-hookah',
            name: 'Fresh Mint',
            description:
              'Cool, clean spearmint on herbal molasses. Crisp clouds that pair with anything on tap.',
            foodType: 'VEGETARIAN',
            sizes: hookah(790, 990),
            addOns: { min: 1, max: 1, options: bases },
            instructions: hookahInstructions,
            recommendations: ['indiranagar-lager', 'crispy-corn-pepper-salt'],
            image: 'herb',
          },
          {
            key: 'paan-rasna-hookah',
            name: 'Paan Rasna',
            description:
              'Sweet paan with gulkand, fennel and a cooling finish: the after-dinner paanwala, reimagined as smoke.',
            foodType: 'VEGETARIAN',
            sizes: hookah(790, 990, 850),
            addOns: { min: 1, max: 1, options: bases },
            instructions: hookahInstructions,
            recommendations: ['filter-coffee-martini', 'matka-kulfi'],
            tags: ['Bestseller'],
            image: 'leaf-fluttering-in-wind',
          },
          {
            key: 'blueberry-mint-hookah',
            name: 'Blueberry Mint',
            description: 'Jammy blueberry with a cool mint edge for long, smooth, fruity clouds.',
            foodType: 'VEGETARIAN',
            sizes: hookah(790, 990),
            addOns: { min: 1, max: 1, options: bases },
            instructions: hookahInstructions,
            recommendations: ['virgin-mojito', 'loaded-nachos'],
            image: 'fog',
          },
        ],
      },
      {
        name: 'Signature',
        products: [
          {
            key: 'brew-room-signature-hookah',
            name: 'Brew Room Signature',
            description:
              'Our house blend of paan, rose and mint over an ice base, finished with a fresh orange head. Big, fragrant clouds.',
            foodType: 'VEGETARIAN',
            sizes: hookah(990, 1290),
            addOns: { min: 0, max: 0, options: extras },
            instructions: hookahInstructions,
            recommendations: ['brew-room-old-fashioned', 'chicken-ghee-roast'],
            tags: ["Chef's Special"],
            image: 'dashing-away',
          },
          {
            key: 'kiwi-watermelon-hookah',
            name: 'Kiwi Watermelon Chill',
            description:
              'Tangy kiwi and juicy watermelon with an icy finish. Bright, summery and very smooth.',
            foodType: 'VEGETARIAN',
            sizes: hookah(890, 1190),
            addOns: { min: 0, max: 0, options: extras },
            instructions: hookahInstructions,
            recommendations: ['spiced-pineapple-mule', 'koramangala-wit'],
            tags: ['New'],
            image: 'watermelon',
          },
          {
            key: 'guava-chilli-hookah',
            name: 'Guava Chilli',
            description:
              'Pink guava with a pinch of chilli salt, just like the roadside cart. Sweet first, warm after.',
            foodType: 'VEGETARIAN',
            sizes: hookah(890, 1190),
            addOns: { min: 0, max: 0, options: extras },
            instructions: hookahInstructions,
            recommendations: ['spiced-guava-mary', 'chicken-65'],
            tags: ['Spicy'],
            image: 'fire',
          },
        ],
      },
    ],
  },
];
