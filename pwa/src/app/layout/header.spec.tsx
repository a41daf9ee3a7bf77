import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { Header, LOGO_FALLBACK_SRC, LOGO_SRC } from './header';

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('Header', () => {
  it('links the spec’s main navigation', () => {
    renderWithRouter(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Browse Parts', '/boat-parts'],
      ['Sell Your Parts', '/sell-boat-parts/register'],
      ['Advertise', '/advertise'],
    ]);
  });

  it('has a labelled search link to the catalogue and a Sign In link to /auth when signed out', () => {
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: 'Search boat parts' }).getAttribute('href')).toBe('/boat-parts');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it('shows the user menu slot instead of Sign In when one is given', () => {
    renderWithRouter(<Header userMenu={<button type="button">sam@example.com</button>} />);
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getByRole('button', { name: 'sam@example.com' })).toBeTruthy();
  });

  it('opens and closes the mobile menu, keeping aria-expanded in step', () => {
    renderWithRouter(<Header />);
    const button = menuButton();
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');

    expect(panel).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    const mobileLinks = within(screen.getByRole('navigation', { name: 'Mobile' })).getAllByRole('link');
    expect(mobileLinks.map((link) => link.textContent)).toEqual(['Home', 'Browse Parts', 'Sell Your Parts', 'Advertise']);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
  });

  it('closes the mobile menu on Escape and after choosing a link', () => {
    renderWithRouter(<Header />);
    fireEvent.click(menuButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton());
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    fireEvent.click(within(mobileNav).getByRole('link', { name: 'Browse Parts' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('falls back to the alternate logo file when the logo fails to load', () => {
    renderWithRouter(<Header />);
    const logo = screen.getByRole('link', { name: 'Dockside home' }).querySelector('img')!;
    expect(logo.getAttribute('alt')).toBe('');
    expect(logo.getAttribute('src')).toBe(LOGO_SRC);

    fireEvent.error(logo);
    expect(logo.getAttribute('src')).toBe(LOGO_FALLBACK_SRC);

    // A broken fallback must not loop.
    fireEvent.error(logo);
    expect(logo.getAttribute('src')).toBe(LOGO_FALLBACK_SRC);
  });
});
