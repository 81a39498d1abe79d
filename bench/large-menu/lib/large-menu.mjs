// Fills a branch with generated items through SQL, using only columns every migration since
// 0001 has, so the same menu can be loaded into an older build for comparison.

const FOOD_TYPES = ['VEGETARIAN', 'NON_VEGETARIAN', 'EGGETARIAN'];

/** Returns how many rows it wrote. Items go into 20 new categories of the Eat tab. */
export async function insertLargeMenu(client, { brandId, branchId, items, addOns }) {
  await client.query('BEGIN');
  const categoryIds = [];
  for (let c = 0; c < 20; c += 1) {
    const { rows } = await client.query(
      `INSERT INTO menu_categories (tenant_id, tab, name, sort_order)
       VALUES ($1, 'EAT', $2, $3) RETURNING id`,
      [brandId, `Bench category ${c + 1}`, 100 + c],
    );
    categoryIds.push(rows[0].id);
  }
  const productIds = [];
  for (let i = 0; i < items; i += 1) {
    const { rows } = await client.query(
      `INSERT INTO products (tenant_id, category_id, item_name, display_name, description, food_type, sort_order)
       VALUES ($1, $2, $3, $3, $4, $5, $6) RETURNING id`,
      [
        brandId,
        categoryIds[i % categoryIds.length],
        `Bench dish ${i + 1}`,
        'Slow-cooked, finished over charcoal and served with a fresh salad and house chutney.',
        FOOD_TYPES[i % FOOD_TYPES.length],
        i,
      ],
    );
    const productId = rows[0].id;
    productIds.push(productId);
    for (const [order, size] of ['Regular', 'Large'].entries()) {
      const price = 15_000 + (i % 40) * 1_000 + order * 6_000;
      const { rows: sizeRows } = await client.query(
        `INSERT INTO menu_items (tenant_id, product_id, size_name, default_price_minor, sort_order)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [brandId, productId, size, price, order],
      );
      await client.query(
        `INSERT INTO branch_menu_items (tenant_id, branch_id, menu_item_id, price_minor, min_modifiers, max_modifiers)
         VALUES ($1, $2, $3, $4, 0, 2)`,
        [brandId, branchId, sizeRows[0].id, price],
      );
    }
  }
  for (let a = 0; a < addOns; a += 1) {
    await client.query(
      `INSERT INTO modifiers (tenant_id, product_id, item_name, price_minor, sort_order)
       VALUES ($1, $2, $3, $4, $5)`,
      [brandId, productIds[a % productIds.length], `Extra ${a + 1}`, 2_000 + (a % 5) * 500, a],
    );
  }
  await client.query('COMMIT');
  return { items, sizes: items * 2, addOns };
}
