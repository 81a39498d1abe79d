// The Brew Room, Eat tab (2/3): burgers and sandwiches, pizzas, mains.
import type { DemoAddOn, DemoCategory, DemoSize } from '../demo-types';
import { free, one } from './demo-helpers';

const burgerExtras: DemoAddOn[] = [
  { name: 'Cheese Slice', price: 50 },
  { name: 'Fried Egg', price: 40 },
  { name: 'Jalapeños', price: 30 },
  { name: 'Caramelised Onions', price: 40 },
  { name: 'Bacon Rasher', price: 90 },
];

const vegBurgerExtras: DemoAddOn[] = [
  { name: 'Cheese Slice', price: 50 },
  { name: 'Jalapeños', price: 30 },
  { name: 'Caramelised Onions', price: 40 },
];

const breadsAndRice: DemoAddOn[] = [
  { name: 'Butter Naan', price: 80 },
  { name: 'Garlic Naan', price: 90 },
  { name: 'Laccha Paratha', price: 80 },
  { name: 'Jeera Rice', price: 140 },
];

function pizza(regular: number, large: number, largeDefault?: number): DemoSize[] {
  const largeSize: DemoSize = { size: 'Large (12")', price: large };
  if (largeDefault !== undefined) largeSize.defaultPrice = largeDefault;
  return [{ size: 'Regular (9")', price: regular }, largeSize];
}

export const brewRoomEatMains: DemoCategory[] = [
  {
    tab: 'EAT',
    name: 'Burgers & Sandwiches',
    products: [
      {
        key: 'brew-room-chicken-burger',
        name: 'Brew Room Chicken Burger',
        description:
          'Buttermilk-fried chicken thigh, crunchy slaw, pickled onions and sriracha mayo in a toasted brioche bun. Served with fries.',
        foodType: 'NON_VEGETARIAN',
        sizes: one(420),
        addOns: { min: 0, max: 2, options: burgerExtras },
        instructions: ['No onion', 'Sauce on the side'],
        recommendations: ['peri-peri-fries', 'indiranagar-lager'],
        calories: 780,
        tags: ['Bestseller'],
        image: 'hamburger',
      },
      {
        key: 'smoked-lamb-burger',
        name: 'Smoked Lamb Burger',
        description:
          'A juicy lamb patty smoked with cloves and cinnamon, topped with cheddar, mint mayo and onion jam. Served with fries.',
        foodType: 'NON_VEGETARIAN',
        sizes: one(520, 560),
        addOns: { min: 0, max: 2, options: burgerExtras },
        instructions: ['Medium well', 'Well done'],
        recommendations: ['monsoon-stout', 'peri-peri-fries'],
        calories: 860,
        tags: ["Chef's Special"],
        image: 'hamburger',
      },
      {
        key: 'aloo-tikki-burger',
        name: 'Masala Aloo Tikki Burger',
        description:
          'A crisp spiced potato and pea tikki with tamarind chutney, mint mayo and crunchy onions. Served with fries.',
        foodType: 'VEGETARIAN',
        sizes: one(320),
        addOns: { min: 0, max: 2, options: vegBurgerExtras },
        instructions: ['No onion', 'Less spicy'],
        recommendations: ['peri-peri-fries', 'virgin-mojito'],
        calories: 620,
        image: 'hamburger',
      },
      {
        key: 'bombay-masala-toastie',
        name: 'Bombay Masala Toastie',
        description:
          'The street-cart favourite: spiced potato, beetroot, cucumber and green chutney, grilled crisp with plenty of butter.',
        foodType: 'VEGETARIAN',
        sizes: one(280),
        instructions: ['Extra green chutney', 'No butter'],
        recommendations: ['masala-chai', 'masala-chaas'],
        calories: 540,
        image: 'sandwich',
      },
      {
        key: 'chicken-club-sandwich',
        name: 'Chicken & Egg Club Sandwich',
        description:
          'Triple-decker of pepper chicken, fried egg, lettuce, tomato and cheese on toasted white bread. Served with fries.',
        foodType: 'NON_VEGETARIAN',
        sizes: one(440),
        instructions: ['No mayo', 'Brown bread'],
        recommendations: ['peri-peri-fries', 'cubbon-hefeweizen'],
        calories: 720,
        image: 'sandwich',
      },
      {
        key: 'paneer-tikka-kathi-roll',
        name: 'Paneer Tikka Kathi Roll',
        description:
          'Smoky paneer tikka, pickled onion and mint chutney wrapped in a flaky egg-free paratha.',
        foodType: 'VEGETARIAN',
        sizes: one(330),
        instructions: ['Less spicy', 'No onion'],
        recommendations: ['masala-chaas', 'kala-khatta-fizz'],
        calories: 560,
        image: 'burrito',
      },
      {
        key: 'kolkata-egg-roll',
        name: 'Kolkata Egg Roll',
        description:
          'A Park Street classic: flaky paratha fried with a layer of egg, rolled around onion, green chilli, lime and kasundi.',
        foodType: 'EGGETARIAN',
        sizes: one(260),
        addOns: {
          min: 0,
          max: 2,
          options: [
            { name: 'Double Egg', price: 30 },
            { name: 'Cheese', price: 50 },
          ],
        },
        instructions: ['Less spicy', 'No onion'],
        recommendations: ['masala-chai', 'fresh-lime-soda'],
        calories: 520,
        tags: ['New'],
        image: 'burrito',
      },
    ],
  },
  {
    tab: 'EAT',
    name: 'Pizzas',
    products: [
      {
        key: 'margherita-pizza',
        name: 'Margherita',
        description:
          'San Marzano-style tomato sauce, fior di latte and fresh basil on the base of your choice. Simple and perfect.',
        foodType: 'VEGETARIAN',
        sizes: pizza(420, 620),
        addOns: {
          min: 1,
          max: 1,
          options: [
            ...free('Classic Hand-tossed', 'Thin Crust'),
            { name: 'Whole Wheat', price: 30 },
            { name: 'Gluten-free', price: 90 },
          ],
        },
        instructions: ['Extra basil', 'Well done'],
        recommendations: ['fratelli-rose', 'kosambari-quinoa-salad'],
        calories: 820,
        tags: ['Jain option'],
        image: 'pizza',
      },
      {
        key: 'build-your-own-pizza',
        name: 'Build Your Own Pizza',
        description:
          'Start with tomato sauce and mozzarella, then pick one to three toppings and make it yours.',
        foodType: 'VEGETARIAN',
        sizes: pizza(380, 560),
        addOns: {
          min: 1,
          max: 3,
          options: [
            { name: 'Jalapeños', price: 40 },
            { name: 'Black Olives', price: 40 },
            { name: 'Button Mushrooms', price: 50 },
            { name: 'Sweet Corn', price: 40 },
            { name: 'Paneer Tikka', price: 70 },
            { name: 'Caramelised Onions', price: 40 },
            { name: 'Sun-dried Tomatoes', price: 60 },
          ],
        },
        instructions: ['Extra cheese', 'Well done'],
        recommendations: ['koramangala-wit', 'virgin-mojito'],
        calories: 860,
        tags: ['New'],
        image: 'pizza',
      },
      {
        key: 'tandoori-paneer-pizza',
        name: 'Tandoori Paneer Pizza',
        description:
          'Tandoor-charred paneer, peppers and red onion on a makhani sauce base, finished with coriander and a drizzle of mint mayo.',
        foodType: 'VEGETARIAN',
        sizes: pizza(480, 690),
        instructions: ['Less spicy'],
        recommendations: ['cubbon-hefeweizen', 'kala-khatta-fizz'],
        calories: 940,
        image: 'pizza',
      },
      {
        key: 'butter-chicken-pizza',
        name: 'Butter Chicken Pizza',
        description:
          'Our Old Delhi butter chicken spread over a thin crust with mozzarella, pickled onions and a dusting of kasuri methi.',
        foodType: 'NON_VEGETARIAN',
        sizes: pizza(520, 740, 790),
        recommendations: ['indiranagar-lager', 'house-sangria'],
        calories: 1020,
        tags: ["Chef's Special"],
        image: 'pizza',
      },
      {
        key: 'chicken-pepperoni-pizza',
        name: 'Chicken Pepperoni Pizza',
        description:
          'Generous chicken pepperoni, mozzarella and oregano on a crisp hand-tossed base, with chilli oil on the side.',
        foodType: 'NON_VEGETARIAN',
        sizes: pizza(540, 780),
        instructions: ['Extra chilli oil', 'Well done'],
        recommendations: ['silk-board-ipa', 'loaded-nachos'],
        calories: 1080,
        image: 'pizza',
      },
    ],
  },
  {
    tab: 'EAT',
    name: 'Mains',
    products: [
      {
        key: 'old-delhi-butter-chicken',
        name: 'Old Delhi Butter Chicken',
        description:
          'Tandoori chicken simmered in a silky tomato, butter and cashew gravy with a whisper of kasuri methi. Add a bread or rice.',
        foodType: 'NON_VEGETARIAN',
        sizes: one(520),
        addOns: { min: 0, max: 0, options: breadsAndRice },
        instructions: ['Less spicy', 'Extra gravy'],
        recommendations: ['dal-bukhara', 'jaggery-amber-ale'],
        calories: 780,
        tags: ['Bestseller'],
        image: 'shallow-pan-of-food',
      },
      {
        key: 'paneer-butter-masala',
        name: 'Paneer Butter Masala',
        description:
          'Soft paneer in a rich, gently sweet tomato and cashew makhani gravy. Add a bread or rice.',
        foodType: 'VEGETARIAN',
        sizes: one(440),
        addOns: { min: 0, max: 0, options: breadsAndRice },
        instructions: ['Less spicy', 'No onion no garlic'],
        recommendations: ['dal-bukhara', 'mango-lassi'],
        calories: 690,
        tags: ['Jain option'],
        image: 'shallow-pan-of-food',
      },
      {
        key: 'dal-bukhara',
        name: 'Dal Bukhara',
        description:
          'Whole black urad simmered overnight on the tandoor embers, finished with butter and cream. Slow food at its best.',
        foodType: 'VEGETARIAN',
        sizes: one(380),
        addOns: { min: 0, max: 0, options: breadsAndRice },
        recommendations: ['old-delhi-butter-chicken', 'tandoori-chicken'],
        calories: 520,
        image: 'pot-of-food',
      },
      {
        key: 'mangalorean-fish-curry',
        name: 'Mangalorean Fish Curry',
        description:
          'Seer fish in a coconut, kokum and roasted-chilli curry, served with soft neer dosa to mop up every drop.',
        foodType: 'NON_VEGETARIAN',
        sizes: one(620),
        instructions: ['Less spicy', 'Extra neer dosa'],
        recommendations: ['chicken-ghee-roast', 'sula-sauvignon-blanc'],
        calories: 640,
        tags: ["Chef's Special"],
        image: 'curry-rice',
      },
      {
        key: 'chettinad-chicken-curry',
        name: 'Chettinad Chicken Curry',
        description:
          'Bone-in chicken in a dark, peppery Chettinad masala of kalpasi, star anise and roasted coconut. Served with steamed rice.',
        foodType: 'NON_VEGETARIAN',
        sizes: one(480),
        instructions: ['Less spicy', 'Boneless'],
        recommendations: ['koramangala-wit', 'masala-chaas'],
        calories: 720,
        tags: ['Spicy'],
        image: 'curry-rice',
      },
      {
        key: 'mutton-pepper-fry-parotta',
        name: 'Mutton Pepper Fry & Malabar Parotta',
        description:
          'Tender mutton roasted with crushed black pepper, shallots and coconut slivers, with two flaky Malabar parottas.',
        foodType: 'NON_VEGETARIAN',
        sizes: one(590),
        addOns: { min: 0, max: 0, options: [{ name: 'Extra Parotta', price: 60 }] },
        instructions: ['Less spicy'],
        recommendations: ['amrut-fusion', 'monsoon-stout'],
        calories: 890,
        image: 'stuffed-flatbread',
      },
      {
        key: 'grilled-chicken-steak',
        name: 'Grilled Chicken Steak',
        description:
          'Herb and garlic marinated chicken breast, grilled and served with a pepper jus and two sides of your choice.',
        foodType: 'NON_VEGETARIAN',
        sizes: one(560),
        addOns: {
          min: 2,
          max: 2,
          options: free('Garlic Mash', 'Fries', 'Sautéed Vegetables', 'Garlic Rice', 'Side Salad'),
        },
        instructions: ['Sauce on the side', 'Mushroom sauce instead of pepper'],
        recommendations: ['grover-zampa-la-reserve', 'chicken-caesar-salad'],
        calories: 690,
        image: 'cut-of-meat',
      },
      {
        key: 'penne-arrabbiata',
        name: 'Penne Arrabbiata',
        description:
          'Penne in a garlicky tomato sauce with red chilli flakes and basil. Add a little extra if you are hungry.',
        foodType: 'VEGETARIAN',
        sizes: one(420),
        addOns: {
          min: 0,
          max: 2,
          options: [
            { name: 'Exotic Vegetables', price: 60 },
            { name: 'Parmesan', price: 60 },
            { name: 'Garlic Bread', price: 80 },
          ],
        },
        instructions: ['Less spicy', 'Extra cheese'],
        recommendations: ['fratelli-rose', 'chilli-cheese-garlic-toast'],
        calories: 610,
        image: 'spaghetti',
      },
      {
        key: 'anda-masala-parotta',
        name: 'Anda Masala & Malabar Parotta',
        description:
          'Boiled eggs, halved and simmered in a thick onion-tomato masala with curry leaves, served with two Malabar parottas.',
        foodType: 'EGGETARIAN',
        sizes: one(340),
        addOns: { min: 0, max: 0, options: [{ name: 'Extra Parotta', price: 60 }] },
        instructions: ['Less spicy'],
        recommendations: ['masala-chai', 'masala-chaas'],
        calories: 720,
        image: 'egg',
      },
    ],
  },
];
