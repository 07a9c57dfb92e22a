import { Link } from 'react-router-dom';
import { useListProducts } from '../api/generated/endpoints/catalog/catalog';
import { FeaturedProductCard } from './components/featured-product-card';
import { KentePanel, type KentePattern } from './components/kente-pattern';
import { IconPointList } from '../components/icon-point-list';
import { HydrateOnSight } from '../lib/hydrate-on-sight';
import { LinkButton } from './components/link-button';
import { FeaturedGridSkeleton } from './components/product-card-skeleton';
import { TitledSection } from './components/titled-section';
import { categoryHref, type StorefrontCategory } from '../lib/categories';
import { FREE_SHIPPING_TEXT } from '../lib/shop-info';
import { usePageTitle } from '../lib/use-page-title';
import { CarIcon } from '../components/icons/car';
import { CustomerServiceIcon } from './icons/customer-service';
import { SafetyCertificateIcon } from '../components/icons/safety-certificate';
import { SwapIcon } from '../components/icons/swap';
import './landing.css';

const FEATURED_LIMIT = 6; // SPEC §9

const FEATURED_CATEGORIES: { value: StorefrontCategory; title: string; text: string; pattern: KentePattern }[] = [
  { value: 'traditional', title: 'Traditional Wear', text: 'Kente, Dashiki and pieces for the big occasions', pattern: 'royal' },
  { value: 'modern', title: 'Modern Styles', text: 'Everyday cuts in bold African prints', pattern: 'forest' },
  { value: 'accessories', title: 'Accessories', text: 'Jewelry, bags and finishing touches', pattern: 'sunset' },
];

const BENEFITS = [
  { icon: <CarIcon />, title: 'Free Shipping', text: `On orders over ${FREE_SHIPPING_TEXT} within Ghana` },
  { icon: <SafetyCertificateIcon />, title: 'Secure Payment', text: 'Mobile Money, cards and PayPal' },
  { icon: <SwapIcon />, title: 'Easy Returns', text: '14-day returns on unworn items' },
  { icon: <CustomerServiceIcon />, title: '24/7 Support', text: 'WhatsApp, phone and e-mail' },
];

function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">Handwoven in Ghana</p>
          <h1 id="hero-title" className="hero__title">
            Authentic Ghana Fashion
          </h1>
          <p className="hero__lead">Kente, Dashiki, modern styles and accessories made by Ghanaian artisans, delivered across Ghana.</p>
          <div className="hero__actions">
            <LinkButton to="/products">Shop Collection</LinkButton>
            <LinkButton to="/about" variant="light">
              Our Story
            </LinkButton>
          </div>
        </div>
        <KentePanel pattern="royal" className="hero__cloth" />
      </div>
    </section>
  );
}

function FeaturedCategories() {
  return (
    <TitledSection className="container section" title="Featured Categories">
      <ul className="category-cards">
        {FEATURED_CATEGORIES.map((category) => (
          <li key={category.value}>
            <Link to={categoryHref(category.value)} className="surface category-card">
              <KentePanel pattern={category.pattern} className="category-card__cloth" />
              <span className="category-card__title">{category.title}</span>
              <span className="category-card__text">{category.text}</span>
              <span className="category-card__cta" aria-hidden="true">
                Shop now →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function FeaturedProducts() {
  const query = useListProducts({ featured: true, limit: FEATURED_LIMIT });
  const products = (query.data?.data ?? []).slice(0, FEATURED_LIMIT);

  return (
    <TitledSection className="container section" title="Featured Products">
      {query.isPending ? (
        <FeaturedGridSkeleton count={FEATURED_LIMIT} />
      ) : query.isError ? (
        <p className="section__note" role="alert">
          Featured products could not be loaded right now.
        </p>
      ) : products.length === 0 ? (
        <p className="section__note">Check back soon for new arrivals</p>
      ) : (
        <ul className="column-grid featured-grid">
          {products.map((product, index) => (
            <li key={product.id}>
              <FeaturedProductCard product={product} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
      <div className="section__footer">
        <LinkButton to="/products" variant="outline">
          View All Products
        </LinkButton>
      </div>
    </TitledSection>
  );
}

function Benefits() {
  return (
    <section className="benefits" aria-label="Why shop with us">
      <IconPointList points={BENEFITS} className="container benefits__list" block="benefit" />
    </section>
  );
}

function ClosingCallToAction() {
  return (
    <section className="closing-cta" aria-labelledby="closing-title">
      <div className="container closing-cta__inner">
        <h2 id="closing-title" className="closing-cta__title">
          Wear your heritage with pride
        </h2>
        <p className="closing-cta__text">Find the piece that tells your story, from everyday prints to ceremonial Kente.</p>
        <div className="hero__actions">
          <LinkButton to="/products">Start Shopping</LinkButton>
          <LinkButton to="/about" variant="light">
            {/* Said in full to screen readers and search engines; SPEC's two words on screen. */}
            Learn More<span className="sr-only"> about Kente &amp; Co.</span>
          </LinkButton>
        </div>
      </div>
    </section>
  );
}

/** SPEC §2 "Landing page (visitors)". The signed-in home page arrives with the auth work. */
export default function LandingPage() {
  usePageTitle();
  return (
    <>
      <Hero />
      {/* A phone's first screen is the hero: the rest is taken over as the shopper nears it (ADR 077). */}
      <HydrateOnSight>
        <FeaturedCategories />
      </HydrateOnSight>
      <HydrateOnSight>
        <FeaturedProducts />
      </HydrateOnSight>
      <HydrateOnSight>
        <Benefits />
        <ClosingCallToAction />
      </HydrateOnSight>
    </>
  );
}
