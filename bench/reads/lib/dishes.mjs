// --items N: a bigger menu, made the way an owner makes one (the back office's item form), so
// it is the same on PGlite and PostgreSQL and the menu's every table is filled as usual.

const FOOD_TYPES = ['VEGETARIAN', 'NON_VEGETARIAN', 'EGGETARIAN'];
const TAGS = ['House special', 'Chef recommends', 'Spicy', 'New'];

async function call(baseUrl, method, path, { cookie, body } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Adds `count` dishes with two sizes each to the top-level categories of the Eat tab of the demo
 * branch (The Brew Room, Indiranagar), signed in as the demo manager. Answers what it added.
 */
export async function addDishes(baseUrl, count) {
  const login = await call(baseUrl, 'POST', '/v1/staff/auth/login', {
    body: { username: 'manager', password: 'demo1234' },
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const catalogue = await (
    await call(baseUrl, 'GET', '/v1/staff/branches/1/catalogue', { cookie })
  ).json();
  const categories = catalogue.categories.filter(
    (category) => category.tab === 'EAT' && category.parentId === null && !category.archived,
  );
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const price = 150 + (i % 40) * 10;
    await call(baseUrl, 'POST', '/v1/staff/branches/1/catalogue/items', {
      cookie,
      body: {
        categoryId: categories[i % categories.length].id,
        name: `Bench dish ${i + 1}`,
        description:
          'Slow-cooked, finished over charcoal and served with a fresh salad and house chutney.',
        foodType: FOOD_TYPES[i % FOOD_TYPES.length],
        tags: [TAGS[i % TAGS.length]],
        sizes: [
          { name: 'Regular', price, isDefault: true },
          { name: 'Large', price: price + 60, isDefault: false },
        ],
      },
    });
  }
  return { added: count, categories: categories.length, ms: performance.now() - started };
}
