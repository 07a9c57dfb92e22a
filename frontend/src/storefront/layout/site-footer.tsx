import { formatCedis, toPesewas } from '@shop/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetCart } from '../../api/generated/endpoints/cart/cart';
import { orderableLines } from '../../lib/cart-availability';
import { useSessionId } from '../../lib/use-cart';
import { cartOrderText, whatsAppMessageLink } from '../../lib/whatsapp';
import { ALL_PRODUCTS_LABEL, STOREFRONT_CATEGORIES, categoryHref } from '../../lib/categories';
import { SHOP_CLAIMS } from '../../lib/shop-info';
import { useHydrated } from '../../lib/use-hydrated';
import { useShopSettings } from '../../lib/use-shop-settings';
import { DataSaverToggle } from './data-saver-toggle';
import { KenteMark } from '../../components/kente-mark';
import { NewsletterForm } from './newsletter-form';
import { CarIcon } from '../../components/icons/car';
import { FacebookFilledIcon } from '../../components/icons/facebook-filled';
import { InstagramIcon } from '../../components/icons/instagram';
import { LinkIcon } from '../../components/icons/link';
import { MailIcon } from '../../components/icons/mail';
import { PhoneIcon } from '../../components/icons/phone';
import { SafetyCertificateIcon } from '../../components/icons/safety-certificate';
import { SwapIcon } from '../../components/icons/swap';
import { TikTokIcon } from '../../components/icons/tiktok';
import { WhatsAppIcon } from '../../components/icons/whatsapp';
import { XIcon } from '../../components/icons/x';
import './site-footer.css';

/** Icons for the networks staff usually list (store settings); any other link gets a plain one. */
const SOCIAL_ICONS: Record<string, ReactNode> = {
  facebook: <FacebookFilledIcon />,
  instagram: <InstagramIcon />,
  x: <XIcon />,
  twitter: <XIcon />,
  tiktok: <TikTokIcon />,
};

const HELP_LINKS = [
  { to: '/support#size-guide', label: 'Size Guide' },
  { to: '/returns', label: 'Returns & Exchanges' },
  { to: '/support#faq', label: 'FAQ' },
  { to: '/shipping', label: 'Shipping Information' },
  { to: '/track', label: 'Track Your Order' },
  { to: '/support', label: 'Contact Us' },
];

const COMPANY_LINKS = [
  { to: '/about#story', label: 'Our Story' },
  { to: '/about#careers', label: 'Careers' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

const CLAIMS = [
  { icon: <CarIcon />, text: SHOP_CLAIMS.freeShipping },
  { icon: <SafetyCertificateIcon />, text: SHOP_CLAIMS.payments },
  { icon: <SwapIcon />, text: SHOP_CLAIMS.returns },
];

function FooterLinks({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav className="site-footer__column" aria-label={title}>
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * On every page (issue 35): "Order on WhatsApp" with the cart written out once it holds something,
 * else a plain chat. It reads the cart the header already asked for, and never asks itself.
 */
function FooterWhatsApp({ link }: { link: string }) {
  const sessionId = useSessionId();
  // The server never has the cart: while the footer is taken over (as late as the shopper scrolls
  // to it, ADR 077, when the cart has long arrived) it shows what the server did, as useCart does.
  const hydrated = useHydrated();
  const cart = useGetCart(sessionId, { query: { enabled: false } }).data?.data;
  // What the cart page would order: sold-out lines are left out there too.
  const lines = orderableLines((hydrated && cart) || []);
  const subtotal = lines.reduce((sum, line) => sum + toPesewas(line.product.price) * line.quantity, 0);
  const order = lines.length > 0 ? cartOrderText(lines, formatCedis(subtotal, { fromPesewas: true }), 'Subtotal') : null;
  return (
    <a href={order ? whatsAppMessageLink(link, order) : link} target="_blank" rel="noopener noreferrer" className="social-links__link social-links__link--whatsapp">
      <WhatsAppIcon aria-hidden="true" /> <span>{order ? 'Order on WhatsApp' : 'Chat on WhatsApp'}</span>
    </a>
  );
}

const SHOP_LINKS = [{ to: '/products', label: ALL_PRODUCTS_LABEL }, ...STOREFRONT_CATEGORIES.map((category) => ({ to: categoryHref(category.value), label: category.label }))];

export function SiteFooter() {
  const settings = useShopSettings();
  return (
    <footer className="site-footer">
      <ul className="claims-strip" aria-label="Why shop with us">
        {CLAIMS.map((claim) => (
          <li key={claim.text} className="claims-strip__item">
            <span aria-hidden="true">{claim.icon}</span>
            {claim.text}
          </li>
        ))}
      </ul>
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label="About the shop">
          <p className="brand">
            <KenteMark />
            <span className="brand__name">Kente &amp; Co.</span>
          </p>
          <p>{SHOP_CLAIMS.craft}: Kente, Dashiki, modern styles and accessories from Ghana.</p>
          {settings && (
            <>
              <ul className="site-footer__contact" aria-label="Contact us">
                <li>
                  <PhoneIcon aria-hidden="true" /> {settings.phoneLink ? <a href={settings.phoneLink}>{settings.phone}</a> : settings.phone}
                </li>
                <li>
                  <MailIcon aria-hidden="true" /> <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </li>
              </ul>
              <ul className="social-links" aria-label="Follow us">
                {settings.socialLinks.map((social) => (
                  <li key={social.url}>
                    <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={social.name} className="social-links__link">
                      {SOCIAL_ICONS[social.name.toLowerCase()] ?? <LinkIcon />}
                    </a>
                  </li>
                ))}
                {settings.whatsappLink && (
                  <li>
                    <FooterWhatsApp link={settings.whatsappLink} />
                  </li>
                )}
              </ul>
            </>
          )}
        </section>
        <FooterLinks title="Shop" links={SHOP_LINKS} />
        <FooterLinks title="Help" links={HELP_LINKS} />
        <FooterLinks title="Company" links={COMPANY_LINKS} />
        <section className="site-footer__newsletter" aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading" className="site-footer__heading">
            Stay in the loop
          </h2>
          <p>New arrivals and offers, now and then.</p>
          <NewsletterForm />
        </section>
      </div>
      <div className="site-footer__bottom">
        <DataSaverToggle />
        <p>© {new Date().getFullYear()} Kente &amp; Co. All prices in Ghana cedis (₵).</p>
      </div>
    </footer>
  );
}
