// The guest screens' likeness inside the phone preview: static sample content in the guest
// app's shapes (header, tabs, product cards), coloured by the tokens on the phone's screen.

const PRODUCTS = [
  { name: 'Masala Dosa', text: 'Crisp rice crêpe, spiced potato, coconut chutney', price: '₹ 120' },
  { name: 'Filter Coffee', text: 'Strong decoction, frothed hot milk', price: '₹ 60' },
];

function ProductCard({ name, text, price }: (typeof PRODUCTS)[number]) {
  return (
    <div className="pv-product">
      <div className="pv-product__info">
        <span className="pv-veg" aria-hidden="true" />
        <strong className="pv-product__name">{name}</strong>
        <span className="pv-product__price">{price}</span>
        <span className="pv-product__text">{text}</span>
      </div>
      <div className="pv-product__media">
        <div className="pv-product__photo" />
        <span className="pv-add">ADD</span>
      </div>
    </div>
  );
}

export function PreviewHome() {
  return (
    <div className="pv-body">
      <p className="pv-greeting">Welcome to your table</p>
      <div className="pv-banner">
        <strong>Chef&apos;s specials</strong>
        <span>Fresh off the tawa, all day</span>
      </div>
      <h4 className="pv-heading">For you</h4>
      <div className="pv-tiles">
        <span className="pv-tile">Breakfast</span>
        <span className="pv-tile">Drinks</span>
      </div>
      <span className="pv-button">Explore the menu</span>
    </div>
  );
}

export function PreviewMenu() {
  return (
    <div className="pv-body pv-body--menu">
      <div className="pv-tabs">
        <span className="pv-tab" data-active="true">
          Eat
        </span>
        <span className="pv-tab">Drink</span>
      </div>
      <h4 className="pv-heading">South Indian</h4>
      {PRODUCTS.map((product) => (
        <ProductCard key={product.name} {...product} />
      ))}
    </div>
  );
}
