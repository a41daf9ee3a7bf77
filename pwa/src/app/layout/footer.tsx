import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';
import { SITE_CONTACT, SOCIAL_LINKS } from '@/lib/site';
import { FOOTER_LINK_GROUPS } from './footer-links';

export function Footer() {
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.brandColumn} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.brandName}>
            Dockside
          </h2>
          <p className={styles.muted}>The marketplace for new and used boat parts.</p>
          <address className={styles.address}>
            {SITE_CONTACT.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={`mailto:${SITE_CONTACT.email}`} className={styles.link}>
              {SITE_CONTACT.email}
            </a>
          </address>
          <ul className={styles.social} aria-label="Dockside on social media">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {social.label}
                  <span className={styles.srOnly}> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-label="Footer" className={styles.linkGroups}>
          {FOOTER_LINK_GROUPS.map((group) => (
            <div key={group.heading}>
              <h2 className={styles.groupHeading}>{group.heading}</h2>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <NewsletterSignup source="footer" />
      </div>

      <div className={styles.bottom}>
        <p>© {year} Dockside. All rights reserved.</p>
      </div>
    </footer>
  );
}

const styles = {
  footer: css({
    bg: 'bg.inverted',
    color: 'fg.inverted',
    mt: 'auto',
    '& :focus-visible': { outlineColor: 'signal.onDark' },
  }),
  inner: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '18rem 1fr' },
    columnGap: '12',
    rowGap: '10',
    maxWidth: 'content',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: '12',
  }),
  brandColumn: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  brandName: css({ fontSize: '2xl', color: 'fg.inverted' }),
  muted: css({ color: 'fg.invertedMuted' }),
  address: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    fontStyle: 'normal',
    color: 'fg.invertedMuted',
    '& a': { ms: '-3' },
  }),
  social: css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none', ms: '-3' }),
  linkGroups: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
    columnGap: '6',
    rowGap: '8',
  }),
  groupHeading: css({ fontSize: 'md', color: 'fg.inverted', textTransform: 'uppercase', letterSpacing: '0.06em', mb: '2' }),
  list: css({ listStyle: 'none', display: 'flex', flexDirection: 'column', ms: '-3' }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 'touch',
    px: '3',
    py: '1',
    color: 'fg.invertedMuted',
    textDecoration: 'underline',
    textDecorationColor: 'transparent',
    _hover: { color: 'accent.onDark', textDecorationColor: 'currentColor' },
  }),
  bottom: css({
    borderTopWidth: '1px',
    borderColor: 'navy.700',
    maxWidth: 'content',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: '6',
    color: 'fg.invertedMuted',
    fontSize: 'sm',
  }),
  srOnly: css({ srOnly: true }),
};
