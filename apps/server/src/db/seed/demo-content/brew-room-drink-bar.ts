// The Brew Room, Drink tab (1/2): beer brewed in-house, cocktails, whisky and wine.
import type { DemoAddOn, DemoCategory, DemoSize } from '../demo-types';
import { free, one, size } from './demo-helpers';

/** House beer on tap; the pint's list price shows struck through during happy hours. */
function tap(small: number, pint: number, pitcher: number, pintList?: number): DemoSize[] {
  return [size('330 ml', small), size('Pint', pint, pintList), size('Pitcher', pitcher)];
}

function peg(single: number, large: number): DemoSize[] {
  return [size('30 ml', single), size('60 ml', large)];
}

function wine(glass: number, bottle: number): DemoSize[] {
  return [size('Glass', glass), size('Bottle', bottle)];
}

const mixers: DemoAddOn[] = [
  { name: 'Soda', price: 0 },
  { name: 'Coke', price: 70 },
  { name: 'Ginger Ale', price: 80 },
  { name: 'Tonic Water', price: 90 },
];

export const brewRoomDrinkBar: DemoCategory[] = [
  {
    tab: 'DRINK',
    name: 'Craft Beer on Tap',
    products: [
      {
        key: 'indiranagar-lager',
        name: 'Indiranagar Lager',
        description:
          'Our crisp, golden house lager, brewed in small batches behind the bar. Clean, light and made for Bangalore afternoons. ABV 4.8%.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: tap(290, 390, 1290, 450),
        instructions: ['Chilled glass'],
        recommendations: ['chicken-65', 'masala-peanut-chaat'],
        tags: ['Bestseller'],
        image: 'beer-mug',
      },
      {
        key: 'koramangala-wit',
        name: 'Koramangala Wit',
        description:
          'A hazy Belgian-style wheat ale brewed with orange peel and coriander seed. Soft, citrusy and dangerously easy. ABV 5%.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: tap(300, 390, 1390, 460),
        instructions: ['Orange slice', 'No orange slice'],
        recommendations: ['crispy-corn-pepper-salt', 'achari-paneer-tikka'],
        tags: ['Bestseller'],
        image: 'beer-mug',
      },
      {
        key: 'silk-board-ipa',
        name: 'Silk Board IPA',
        description:
          'A West Coast IPA loaded with Cascade and Citra hops: piney, bitter and, like the junction, worth the wait. ABV 6.5%.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: tap(330, 420, 1490, 490),
        recommendations: ['smoked-chilli-chicken-wings', 'loaded-nachos'],
        image: 'beer-mug',
      },
      {
        key: 'monsoon-stout',
        name: 'Monsoon Stout',
        description:
          'A roasty dry stout conditioned on Chikmagalur coffee beans, with dark chocolate on the finish. ABV 5.8%.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: tap(340, 430, 1550, 500),
        recommendations: ['coorg-pandi-fry', 'sizzling-brownie'],
        image: 'beer-mug',
      },
      {
        key: 'cubbon-hefeweizen',
        name: 'Cubbon Hefeweizen',
        description:
          'A Bavarian-style wheat beer with soft notes of banana and clove and a big fluffy head. ABV 5.2%.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: tap(300, 390, 1390, 460),
        recommendations: ['tandoori-chicken', 'chilli-cheese-garlic-toast'],
        image: 'beer-mug',
      },
      {
        key: 'jaggery-amber-ale',
        name: 'Jaggery Amber Ale',
        description:
          'A malty amber ale brewed with Mandya jaggery for a toffee-sweet body and a gently bitter finish. ABV 5.5%.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: tap(320, 410, 1450),
        recommendations: ['mutton-keema-pav', 'old-delhi-butter-chicken'],
        image: 'beer-mug',
      },
      {
        key: 'alphonso-mango-sour',
        name: 'Alphonso Mango Sour',
        description:
          'Our seasonal kettle sour with Ratnagiri Alphonso pulp: tart, juicy and gone when the mangoes are. ABV 4.5%.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: tap(340, 440, 1550),
        recommendations: ['masala-peanut-chaat', 'prawns-koliwada'],
        tags: ['New'],
        image: 'beer-mug',
        outOfStock: true,
      },
    ],
  },
  {
    tab: 'DRINK',
    name: 'Cocktails',
    products: [
      {
        key: 'brew-room-old-fashioned',
        name: 'Brew Room Old Fashioned',
        description:
          'Bourbon stirred down with smoked jaggery syrup and Angostura, served over a hand-cut block with an orange twist.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: one(620, 680),
        recommendations: ['coorg-pandi-fry', 'sizzling-brownie'],
        tags: ["Chef's Special"],
        image: 'tumbler-glass',
      },
      {
        key: 'kokum-margarita',
        name: 'Kokum Margarita',
        description:
          'Blanco tequila shaken with Konkan kokum, fresh lime and agave. Tart, ruby-red and made for spicy food.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: one(520, 580),
        addOns: { min: 1, max: 1, options: free('Chilli Salt Rim', 'Classic Salt Rim', 'No Rim') },
        instructions: ['Extra ice', 'Less sweet'],
        recommendations: ['loaded-nachos', 'chicken-ghee-roast'],
        tags: ['Bestseller'],
        image: 'cocktail-glass',
      },
      {
        key: 'spiced-guava-mary',
        name: 'Spiced Guava Mary',
        description:
          'Vodka with pink guava juice, lime and a chilli-salt rim. A street-cart guava in a glass.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: one(480, 540),
        instructions: ['Extra ice', 'Less spicy'],
        recommendations: ['masala-papad', 'chicken-65'],
        tags: ['Spicy'],
        image: 'tropical-drink',
      },
      {
        key: 'filter-coffee-martini',
        name: 'Filter Coffee Martini',
        description:
          'Vodka, coffee liqueur and a double shot of South Indian filter coffee decoction, shaken hard for a velvety crema.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: one(560),
        instructions: ['Less sweet'],
        recommendations: ['filter-coffee-tiramisu', 'sizzling-brownie'],
        tags: ['Bestseller'],
        image: 'cocktail-glass',
      },
      {
        key: 'curry-leaf-gin-tonic',
        name: 'Curry Leaf G&T',
        description:
          'Indian craft gin with tonic, crackled curry leaves and a ribbon of ginger, served in a big copa glass.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: one(540),
        instructions: ['Extra ice', 'Light tonic'],
        recommendations: ['achari-paneer-tikka', 'prawns-koliwada'],
        tags: ['New'],
        image: 'wine-glass',
      },
      {
        key: 'long-island-iced-tea',
        name: 'Long Island Iced Tea',
        description:
          'Vodka, gin, white rum, tequila and triple sec topped with cola. Strong, cold and not shy.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: one(650),
        instructions: ['Extra ice', 'Less sweet'],
        recommendations: ['chicken-65', 'peri-peri-fries'],
        image: 'tropical-drink',
      },
      {
        key: 'aam-panna-daiquiri',
        name: 'Aam Panna Daiquiri',
        description:
          'White rum shaken with roasted raw-mango panna, black salt and mint. Summer in Bangalore, bottled.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: one(480),
        instructions: ['Less sweet'],
        recommendations: ['masala-peanut-chaat', 'crispy-corn-pepper-salt'],
        image: 'cocktail-glass',
      },
      {
        key: 'house-sangria',
        name: 'House Sangria',
        description:
          'Red wine steeped with orange, apple, cinnamon and a splash of brandy. By the glass or the pitcher for the table.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: [size('Glass', 420), size('Pitcher', 1490, 1690)],
        instructions: ['Extra ice'],
        recommendations: ['butter-chicken-pizza', 'loaded-nachos'],
        image: 'wine-glass',
      },
    ],
  },
  {
    tab: 'DRINK',
    name: 'Whisky',
    products: [
      {
        key: 'amrut-fusion',
        name: 'Amrut Fusion',
        description:
          "Bangalore's own single malt, made with Indian and peated Scottish barley. Rich, fruity and gently smoky.",
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: peg(380, 720),
        addOns: { min: 0, max: 2, options: mixers },
        instructions: ['Neat', 'On the rocks', 'Extra ice'],
        recommendations: ['coorg-pandi-fry', 'mutton-seekh-kebab'],
        tags: ['Bestseller'],
        image: 'tumbler-glass',
      },
      {
        key: 'paul-john-brilliance',
        name: 'Paul John Brilliance',
        description:
          'An unpeated Goan single malt with honey, vanilla and tropical fruit. Smooth as a beach sunset.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: peg(360, 690),
        addOns: { min: 0, max: 2, options: mixers },
        instructions: ['Neat', 'On the rocks'],
        recommendations: ['mutton-seekh-kebab', 'masala-peanut-chaat'],
        image: 'tumbler-glass',
      },
      {
        key: 'glenfiddich-12',
        name: 'Glenfiddich 12 Year Old',
        description: 'The Speyside classic: fresh pear, subtle oak and a long, mellow finish.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: peg(520, 990),
        addOns: { min: 0, max: 2, options: mixers },
        instructions: ['Neat', 'On the rocks'],
        recommendations: ['tandoori-chicken'],
        image: 'tumbler-glass',
      },
      {
        key: 'jameson',
        name: 'Jameson Irish Whiskey',
        description:
          'Triple-distilled and smooth, with vanilla and toasted wood. Great with ginger ale.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: peg(340, 650),
        addOns: { min: 0, max: 2, options: mixers },
        instructions: ['Neat', 'On the rocks'],
        recommendations: ['beer-battered-fish-fingers'],
        image: 'tumbler-glass',
      },
      {
        key: 'jack-daniels',
        name: "Jack Daniel's Old No. 7",
        description:
          'Charcoal-mellowed Tennessee whiskey with caramel and banana notes. Built for cola.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: peg(380, 720),
        addOns: { min: 0, max: 2, options: mixers },
        instructions: ['Neat', 'On the rocks'],
        recommendations: ['smoked-chilli-chicken-wings', 'smoked-lamb-burger'],
        image: 'tumbler-glass',
      },
      {
        key: 'johnnie-walker-black-label',
        name: 'Johnnie Walker Black Label',
        description: 'A blended Scotch with dried fruit, vanilla and a wisp of Islay smoke.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: peg(450, 860),
        addOns: { min: 0, max: 2, options: mixers },
        instructions: ['Neat', 'On the rocks'],
        recommendations: ['coorg-pandi-fry'],
        image: 'tumbler-glass',
      },
    ],
  },
  {
    tab: 'DRINK',
    name: 'Wine',
    products: [
      {
        key: 'sula-sauvignon-blanc',
        name: 'Sula Sauvignon Blanc',
        description: 'From Nashik: zesty, grassy and bright with green apple. Lovely with seafood.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: wine(390, 1890),
        recommendations: ['mangalorean-fish-curry', 'prawns-koliwada'],
        image: 'wine-glass',
      },
      {
        key: 'grover-zampa-la-reserve',
        name: 'Grover Zampa La Réserve',
        description:
          'A Cabernet-Shiraz from the Nandi Hills, just outside Bangalore. Blackcurrant, spice and soft, oaky tannins.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: wine(450, 2190),
        recommendations: ['grilled-chicken-steak', 'smoked-lamb-burger'],
        image: 'wine-glass',
      },
      {
        key: 'fratelli-rose',
        name: 'Fratelli Classic Rosé',
        description:
          'A dry, pale rosé from Akluj with strawberry and watermelon notes. Serve it very cold.',
        foodType: 'VEGETARIAN',
        alcoholic: true,
        sizes: wine(420, 1990),
        recommendations: ['margherita-pizza', 'chicken-caesar-salad'],
        image: 'wine-glass',
      },
    ],
  },
];
