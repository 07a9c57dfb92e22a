import { Link } from 'react-router-dom';
import { KentePanel } from './components/kente-pattern';
import { IconPointList, type IconPoint } from '../components/icon-point-list';
import { LinkButton } from './components/link-button';
import { TitledSection } from './components/titled-section';
import { CAREERS_EMAIL } from '../lib/shop-contact';
import { useShopSettings } from '../lib/use-shop-settings';
import { usePageTitle } from '../lib/use-page-title';
import { useScrollToHash } from '../lib/use-scroll-to-hash';
import { BusinessHoursList } from './support/business-hours';
import { EnvironmentIcon } from './icons/environment';
import { HeartIcon } from './icons/heart';
import { SafetyCertificateIcon } from '../components/icons/safety-certificate';
import { StarIcon } from './icons/star';
import { TeamIcon } from './icons/team';
import './about.css';

const VALUES: IconPoint[] = [
  {
    title: 'Authenticity',
    text: 'Real Kente from Bonwire and real smocks from the north, made by hand by the people whose craft it is. Never a factory print passed off as woven cloth.',
    icon: <SafetyCertificateIcon />,
  },
  {
    title: 'Quality',
    text: 'Every piece is checked by hand in Tamale before it is packed: the weave, the seams, the colours. If something is not right, it does not go out.',
    icon: <StarIcon />,
  },
  {
    title: 'Community',
    text: 'We buy directly from weavers and tailors and pay them on time, so the workshops that keep these traditions alive can keep growing.',
    icon: <HeartIcon />,
  },
];

/** LAUNCH CHECK: the milestones, like the team below, are to be confirmed by the owner. */
const MILESTONES = [
  { year: '2020', title: 'Where it started', text: 'A rail of handwoven smocks in Tamale, and a phone full of friends and neighbours asking where to find the real thing.' },
  { year: '2021', title: 'Kente from Bonwire', text: 'We began working with weaving families in Bonwire to bring their Kente to customers in the north and beyond.' },
  { year: '2022', title: 'Across Ghana', text: 'Our online shop opened, with delivery to every region and payment by Mobile Money.' },
  { year: '2023', title: 'Modern styles', text: 'Everyday cuts in African prints joined the collection, alongside beads, jewelry and bags.' },
  { year: '2024', title: 'Growing together', text: 'Partner workshops began listing their own pieces with us, bringing more makers to more wardrobes.' },
];

/** LAUNCH CHECK: names and roles stand in for the real team until the owner supplies them. No photos from other hosts. */
const TEAM = [
  { name: 'Abdul-Rahman Iddrisu', role: 'Founder', text: 'Grew up between the looms and tailoring shops of Tamale.', tone: 'green' },
  { name: 'Akosua Owusu', role: 'Kente Sourcing', text: 'Works with our weaving families in Bonwire.', tone: 'gold' },
  { name: 'Fuseini Alhassan', role: 'Head Tailor', text: 'Cuts and finishes our smocks and made-to-fit pieces.', tone: 'red' },
  { name: 'Efua Mensah', role: 'Customer Care', text: 'The voice behind our WhatsApp, phone and e-mail support.', tone: 'ink' },
] as const;

/** "Abdul-Rahman Iddrisu" -> "AI": first and last name. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase();
}

/** SPEC §2 "About (/about)": story, values, 2020-2024 timeline, team, careers, address, calls to action. */
export default function AboutPage() {
  usePageTitle('About Us');
  useScrollToHash();
  const settings = useShopSettings();
  return (
    <div className="about-page">
      <section className="hero about-hero" aria-labelledby="about-title">
        <div className="container hero__inner">
          <div>
            <p className="hero__eyebrow">Made in Ghana, packed in Tamale</p>
            <h1 id="about-title" className="hero__title">
              About Kente &amp; Co.
            </h1>
            <p className="hero__lead">We bring authentic Ghanaian craftsmanship, from Bonwire Kente to northern smocks, to wardrobes across Ghana.</p>
          </div>
          <KentePanel pattern="forest" className="hero__cloth about-hero__cloth" />
        </div>
      </section>

      <section id="story" className="container about-section about-story" aria-labelledby="story-title">
        <div className="about-story__text">
          <h2 id="story-title" className="section__title">
            Our Story
          </h2>
          <p>
            Kente &amp; Co. began in 2020 in Tamale, in northern Ghana, with a rail of handwoven smocks and a simple idea: the cloth we grew up wearing to weddings, naming ceremonies
            and festivals deserves to be easy to buy, honestly made and fairly priced.
          </p>
          <p>
            Our Kente comes from weavers in Bonwire, the Ashanti village famous for the cloth, where every strip is woven on a narrow loom and sewn together by hand. Our smocks, known
            here as fugu or batakari, are woven and tailored in the north, where the tradition was born. Dashiki, modern cuts in African prints, beads and bags complete the collection.
          </p>
          <p>We still check, fold and pack every order ourselves in Tamale, and we are proud to send a little of the north to every corner of Ghana.</p>
        </div>
        <KentePanel pattern="royal" className="about-story__cloth" />
      </section>

      <section className="about-band" aria-labelledby="values-title">
        <div className="container about-section">
          <h2 id="values-title" className="section__title">
            What we stand for
          </h2>
          <IconPointList points={VALUES} className="column-grid about-values" block="about-value" headed />
        </div>
      </section>

      <TitledSection className="container about-section" title="Our journey">
        <ol className="about-timeline">
          {MILESTONES.map((milestone) => (
            <li key={milestone.year} className="about-timeline__item">
              <span className="about-timeline__year">{milestone.year}</span>
              <div>
                <h3 className="about-timeline__title">{milestone.title}</h3>
                <p className="about-timeline__text">{milestone.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection className="container about-section" title="Meet the team">
        <ul className="about-team">
          {TEAM.map((member) => (
            <li key={member.name} className="about-member">
              <span className={`round-icon about-member__avatar about-member__avatar--${member.tone}`} aria-hidden="true">
                {initials(member.name)}
              </span>
              <h3 className="about-member__name">{member.name}</h3>
              <p className="about-member__role">{member.role}</p>
              <p className="about-member__text">{member.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <div className="container about-section column-grid about-pair">
        <section id="careers" className="surface about-card" aria-labelledby="careers-title">
          <span className="round-icon about-card__icon" aria-hidden="true">
            <TeamIcon />
          </span>
          <h2 id="careers-title" className="about-card__title">
            Careers
          </h2>
          <p>
            We are a small team in Tamale and always glad to hear from weavers, tailors and people who love helping customers. There are no open roles listed right now, but
            send a few lines about yourself to <a href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</a> and we will keep you in mind.
          </p>
          <p>
            Run a workshop? <Link to="/supplier-login">Apply to become a partner supplier</Link>.
          </p>
        </section>

        <section className="surface about-card" aria-labelledby="visit-title">
          <span className="round-icon about-card__icon" aria-hidden="true">
            <EnvironmentIcon />
          </span>
          <h2 id="visit-title" className="about-card__title">
            Visit our store
          </h2>
          <address className="about-address">
            {(settings?.address ?? '').split('\n').map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>
          <BusinessHoursList className="about-hours" />
          <p className="about-hours__note">Ghana time (GMT)</p>
        </section>
      </div>

      <section className="closing-cta" aria-labelledby="about-cta-title">
        <div className="container closing-cta__inner">
          <h2 id="about-cta-title" className="closing-cta__title">
            Wear the story
          </h2>
          <p className="closing-cta__text">Browse handwoven Kente, northern smocks and modern African styles, or ask us anything about sizes and delivery.</p>
          <div className="hero__actions">
            <LinkButton to="/products">Shop the Collection</LinkButton>
            <LinkButton to="/support" variant="light">
              Contact Support
            </LinkButton>
          </div>
        </div>
      </section>
    </div>
  );
}
