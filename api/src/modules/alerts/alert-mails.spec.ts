import { describe, expect, it } from 'vitest';
import { type AlertMailLinks, type MailedAlert, alertBody, alertMail, alertTitle } from './alert-mails';

const links: AlertMailLinks = {
  part: (id) => `https://dockside.example/boat-parts/${id}`,
  manage: 'https://dockside.example/account?tab=saved',
  unsubscribePage: 'https://dockside.example/alerts/unsubscribe?token=a1xT',
  unsubscribePost: 'https://dockside.example/api/alerts/unsubscribe?token=a1xT',
};
const match = (partId: number, title: string, price = '120.00'): MailedAlert => ({
  kind: 'search',
  partId,
  title,
  price,
  oldPrice: null,
  searchName: 'F115 impeller',
});

describe('alert e-mails', () => {
  it('names the search or the price drop in the title, and the part with its price in the body', () => {
    expect(alertTitle(match(1, 'Impeller kit'))).toBe('New match for "F115 impeller"');
    expect(alertBody(match(1, 'Impeller kit', '1234.5'))).toBe('Impeller kit — $1,234.50');
    const drop: MailedAlert = { ...match(2, 'Chartplotter', '799.00'), kind: 'price-drop', oldPrice: '950.00', searchName: null };
    expect(alertTitle(drop)).toBe('Price drop: Chartplotter');
    expect(alertBody(drop)).toBe('Chartplotter — $799.00 (was $950.00)');
  });

  it('one alert: about that part, with its link, the unsubscribe link and the one-click headers', () => {
    const mail = alertMail('sam@example.com', 'Sam', [match(7, 'Impeller kit')], links, false);
    expect(mail).toMatchObject({
      kind: 'alerts.instant',
      to: 'sam@example.com',
      subject: 'New match for "F115 impeller"',
      headers: { 'List-Unsubscribe': `<${links.unsubscribePost}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(mail.text).toContain('View the part: https://dockside.example/boat-parts/7');
    expect(mail.text).toContain(`Stop alert e-mails: ${links.unsubscribePage}`);
  });

  it('a digest: counts every alert in the subject, lists those given, says how many more the app holds', () => {
    const mail = alertMail('sam@example.com', 'Sam', [match(1, 'A'), match(2, 'B')], links, true, 60);
    expect(mail.kind).toBe('alerts.digest');
    expect(mail.subject).toBe('60 new matches for your saved searches');
    expect(mail.text).toContain('The 2 newest are below; 58 more are in the app.');
    expect(mail.text).toContain('B: $120.00 · Matches "F115 impeller" · https://dockside.example/boat-parts/2');
  });

  it('escapes user text in the HTML and keeps header values on one line', () => {
    const hostile = { ...match(3, '<img src=x onerror=alert(1)>'), searchName: 'evil\r\nBcc: victim@example.com' };
    const mail = alertMail('sam@example.com', '<b>Sam</b>', [hostile], links, false);
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<b>Sam</b>');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
