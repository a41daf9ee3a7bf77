import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { css, cx } from 'styled-system/css';
import { CloseIcon, MenuIcon, SearchIcon } from '@/components/icons';
import { useCanInstall } from '@/components/pwa/install-prompt';
import { buttonStyles } from '@/components/ui/button';
import { checkImageLoaded } from '@/lib/image-error-check';
import { NAV_LINKS } from './nav-links';
import { iconButtonStyles } from '@/components/ui/icon-button';
import { navLinkStyles } from '@/components/ui/nav-link';

// Only browsers that offer installation load the button.
const InstallButton = lazy(() => import('@/components/pwa/install-button'));

export const LOGO_SRC = '/logo.svg';
export const LOGO_FALLBACK_SRC = '/logo-alt.svg';

interface HeaderProps {
  /**
   * The signed-in user's menu (username, email, Dashboard, My Listings, Saved Parts, Account Settings,
   * Log out — spec §2 Header). The accounts feature passes it in; without it the header shows Sign In.
   */
  userMenu?: ReactNode;
}

export function Header({ userMenu }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoSrc, setLogoSrc] = useState(LOGO_SRC);
  const logoFailed = useCallback(() => setLogoSrc((current) => (current === LOGO_FALLBACK_SRC ? current : LOGO_FALLBACK_SRC)), []);
  const logoChecked = useMemo(() => checkImageLoaded(logoFailed), [logoFailed]);
  const mobileMenuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const canInstall = useCanInstall();

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      // Focus on a link of the menu would be lost when it hides: give it back to the button that opened it.
      if (document.getElementById(mobileMenuId)?.contains(document.activeElement)) menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, mobileMenuId]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label="Dockside home">
          <img
            src={logoSrc}
            // Decorative: the link's name is its aria-label and the wordmark beside it says "Dockside" (axe image-redundant-alt).
            alt=""
            width={40}
            height={40}
            className={styles.logo}
            // Spec §2: the logo falls back to the alternate file; only once, so a missing fallback cannot loop.
            onError={logoFailed}
            ref={logoChecked}
          />
          <span className={styles.wordmark}>Dockside</span>
        </Link>

        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.desktopList}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={styles.navLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          {canInstall ? (
            <Suspense fallback={null}>
              <InstallButton placement="bar" className={styles.wideOnly} />
            </Suspense>
          ) : null}
          <Link to="/boat-parts" className={styles.iconButton} aria-label="Search boat parts">
            <SearchIcon />
          </Link>
          {userMenu ?? (
            <Link to="/auth" className={buttonStyles({ variant: 'signal', size: 'sm' })}>
              Sign In
            </Link>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            className={cx(styles.iconButton, styles.hamburger)}
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      <nav id={mobileMenuId} aria-label="Mobile" hidden={!menuOpen} className={styles.mobileNav}>
        <ul className={styles.mobileList}>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={styles.mobileLink} onClick={closeMenu}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {canInstall ? (
            <li>
              <Suspense fallback={null}>
                <InstallButton placement="menu" onDone={closeMenu} />
              </Suspense>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}

const styles = {
  header: css({
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    bg: 'bg.inverted',
    color: 'fg.inverted',
    boxShadow: 'raised',
    // Navy surface: the default sea-green focus ring would vanish, use the warm signal colour instead.
    '& :focus-visible': { outlineColor: 'signal.onDark' },
  }),
  bar: css({
    display: 'flex',
    alignItems: 'center',
    gap: { base: '2', lg: '6' },
    maxWidth: 'content',
    mx: 'auto',
    px: { base: '3', md: '6' },
    minHeight: '4rem',
  }),
  brand: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minHeight: 'touch',
    color: 'fg.inverted',
    textDecoration: 'none',
    fontSize: 'xl',
    fontWeight: 'bold',
    letterSpacing: '-0.01em',
    flexShrink: 0,
  }),
  logo: css({ width: '10', height: '10', borderRadius: 'control' }),
  wordmark: css({ '@media (max-width: 359px)': { display: 'none' } }),
  desktopNav: css({ display: { base: 'none', lg: 'block' }, flex: '1' }),
  desktopList: css({ display: 'flex', alignItems: 'center', gap: '1', listStyle: 'none' }),
  navLink: navLinkStyles({ placement: 'bar' }),
  actions: css({ display: 'flex', alignItems: 'center', gap: '2', ms: 'auto' }),
  iconButton: cx(iconButtonStyles({ tone: 'onDark' }), css({ _hover: { color: 'accent.onDark' } })),
  hamburger: css({ lg: { display: 'none' } }),
  wideOnly: css({ display: { base: 'none', lg: 'inline-flex' } }),
  mobileNav: css({ lg: { display: 'none' }, borderTopWidth: '1px', borderColor: 'navy.700' }),
  mobileList: css({ display: 'flex', flexDirection: 'column', listStyle: 'none', px: '3', py: '2' }),
  mobileLink: navLinkStyles({ placement: 'menu' }),
};
