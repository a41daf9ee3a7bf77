import { expect, test } from '../fixtures';
import { expectNoSeriousViolations, visit, waitForScreen } from '../a11y/a11y.helpers';
import { uniqueId } from '../unique-id';
import { composer, createListing, messageLog, newPerson, registerChatUser, sendChatMessage } from './chat.helpers';

// Two people at once: one Chromium context each. Tagged @desktop: these long flows run in the desktop project
// only (the phone project runs the signed-out test below and the chat screens' layout in the a11y suite).
test.describe('chat between a buyer and a seller @desktop', () => {
  // Two browsers, registrations, a listing and live round trips each: 15–30 s on a quiet machine.
  test.describe.configure({ timeout: 90_000 });

  test('two people agree a sale: Contact Seller, live messages both ways, inbox badge, scam warning', async ({ browser }, testInfo) => {
    const seller = await newPerson(browser, testInfo);
    const buyer = await newPerson(browser, testInfo);
    try {
      const sellerUser = await registerChatUser(seller.page);
      const buyerUser = await registerChatUser(buyer.page);
      const part = await createListing(seller.page, `Chat test winch ${uniqueId('w')}`);

      // The seller waits on the dashboard's Messages tab (the inbox is live: no reload below).
      await seller.page.goto('/account');
      await expect(seller.page.getByRole('heading', { name: 'Messages', exact: true })).toBeVisible();
      await expect(seller.page.getByText('0 messages', { exact: true })).toBeVisible();

      // The buyer opens the part and contacts the seller.
      await buyer.page.goto(`/boat-parts/${part.id}`);
      await buyer.page.getByRole('button', { name: 'Contact Seller' }).click();
      await expect(buyer.page.getByText('Private Chat Started')).toBeVisible();
      const roomId = `part-${part.id}-${sellerUser.id}-${buyerUser.id}`;
      await expect(buyer.page).toHaveURL(`/chat?room=${roomId}&part=${part.id}`);
      // The conversation's header shows the listing, linked.
      await expect(buyer.page.getByRole('link', { name: new RegExp(part.title) })).toHaveAttribute('href', `/boat-parts/${part.id}`);
      await expect(buyer.page.getByText('No messages yet in this room')).toBeVisible();

      await sendChatMessage(buyer.page, 'Hello, is the winch still available?');
      await expect(messageLog(buyer.page).getByText('Hello, is the winch still available?')).toBeVisible();

      // The seller's inbox shows it live, unread, with the listing — and the header's count.
      const card = seller.page.getByRole('listitem').filter({ hasText: buyerUser.fullName });
      await expect(card.getByText('Hello, is the winch still available?')).toBeVisible({ timeout: 15_000 });
      await expect(card.getByText('New', { exact: true })).toBeVisible();
      await expect(card.getByText(`Re: ${part.title}`)).toBeVisible();
      await expect(card.getByText('1 unread', { exact: true })).toBeVisible();
      await expect(seller.page.getByTestId('unread-messages')).toHaveText(/^1\s*unread messages$/);

      // Reply opens the conversation in /chat; reading it clears the unread count.
      await card.getByRole('link', { name: `Reply to ${buyerUser.fullName}` }).click();
      await expect(seller.page).toHaveURL(new RegExp(`/chat\\?room=${roomId}`));
      await expect(messageLog(seller.page).getByText('Hello, is the winch still available?')).toBeVisible();
      await expect(seller.page.getByTestId('unread-messages')).toHaveText('');

      await sendChatMessage(seller.page, 'Yes it is. $120 and it is yours, @' + buyerUser.username);
      // The buyer sees the reply live, with the mention highlighted.
      await expect(messageLog(buyer.page).getByText('Yes it is. $120 and it is yours,')).toBeVisible({ timeout: 15_000 });
      await expect(messageLog(buyer.page).locator('mark', { hasText: `@${buyerUser.username}` })).toBeVisible();

      // Live in the open room too: a scam phrasing reaches the seller with the payment safety warning…
      await sendChatMessage(buyer.page, 'Can you pay by Western Union?');
      const scam = messageLog(seller.page).getByRole('listitem').filter({ hasText: 'Can you pay by Western Union?' });
      await expect(scam.getByRole('alert')).toContainText('Be careful', { timeout: 15_000 });
      // …and the sender sees no warning on their own message.
      await expect(messageLog(buyer.page).getByRole('listitem').filter({ hasText: 'Western Union' }).getByRole('alert')).toHaveCount(0);
    } finally {
      await seller.context.close();
      await buyer.context.close();
    }
  });

  test('General is joined automatically; Online Brokers follows presence', async ({ browser }, testInfo) => {
    const visitor = await newPerson(browser, testInfo);
    const broker = await newPerson(browser, testInfo);
    try {
      await registerChatUser(visitor.page);
      const brokerName = `Keel ${uniqueId('co')}`;
      const brokerUser = await registerChatUser(broker.page, { business: brokerName });

      await visitor.page.goto('/chat');
      await expect(visitor.page.getByRole('heading', { name: 'General', level: 2 })).toBeVisible();
      const general = visitor.page.getByRole('navigation', { name: 'Rooms' }).getByRole('button', { name: /General/ });
      await expect(general).toHaveAttribute('aria-current', 'true');
      await expect(general.getByText('Main')).toBeVisible();
      await expect(composer(visitor.page).input).toBeEnabled({ timeout: 15_000 });
      await expect(composer(visitor.page).send).toBeDisabled();

      const brokers = visitor.page.getByRole('region', { name: /Online Brokers/ });
      await expect(brokers.getByText(brokerUser.fullName)).toHaveCount(0);

      // A business seller comes online…
      await broker.page.goto('/chat');
      await expect(brokers.getByText(brokerUser.fullName)).toBeVisible({ timeout: 15_000 });
      // …and writes in General, which the visitor joined without choosing it.
      const hello = `Ahoy from ${brokerName}`;
      await sendChatMessage(broker.page, hello);
      const line = messageLog(visitor.page).getByRole('listitem').filter({ hasText: hello });
      await expect(line).toBeVisible({ timeout: 15_000 });
      await expect(line.getByText(brokerName, { exact: true })).toBeVisible();
      await expect(line.getByText(/^\d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();

      // Their context closes: they leave the Online Brokers list.
      await broker.context.close();
      await expect(brokers.getByText(brokerUser.fullName)).toHaveCount(0, { timeout: 15_000 });
    } finally {
      await visitor.context.close();
      await broker.context.close().catch(() => undefined);
    }
  });

  test('offline: the conversation stays readable, sending is disabled with a reason', async ({ browser }, testInfo) => {
    const seller = await newPerson(browser, testInfo);
    const buyer = await newPerson(browser, testInfo);
    try {
      await registerChatUser(seller.page);
      await registerChatUser(buyer.page);
      const part = await createListing(seller.page, `Chat offline bilge pump ${uniqueId('p')}`);

      await buyer.page.goto(`/boat-parts/${part.id}`);
      await buyer.page.getByRole('button', { name: 'Buy Now' }).click();
      await expect(buyer.page).toHaveURL(/\/chat\?room=part-/);
      await sendChatMessage(buyer.page, 'Would you ship it to Falmouth?');
      await expect(messageLog(buyer.page).getByText('Would you ship it to Falmouth?')).toBeVisible();

      // The inbox once online (its screen's code is then on the device), back to the conversation by Reply.
      await visit(buyer.page, '/account');
      const card = buyer.page.getByRole('listitem').filter({ hasText: 'Would you ship it to Falmouth?' });
      await card.getByRole('link', { name: /^Reply to / }).click();
      await expect(messageLog(buyer.page).getByText('Would you ship it to Falmouth?')).toBeVisible();

      await buyer.context.setOffline(true);
      await expect(composer(buyer.page).input).toBeDisabled();
      await expect(buyer.page.getByText('You are offline: messages can be sent once you are back online.')).toBeVisible();
      await expect(messageLog(buyer.page).getByText('Would you ship it to Falmouth?')).toBeVisible();

      // Leaving and coming back with no signal: the inbox and the conversation read from this device.
      await visit(buyer.page, '/account');
      await expect(card).toBeVisible();
      await card.getByRole('link', { name: /^Reply to / }).click();
      await expect(messageLog(buyer.page).getByText('Would you ship it to Falmouth?')).toBeVisible();
      await expect(buyer.page.getByText(/^Offline — showing data saved/)).toBeVisible();
      await expect(composer(buyer.page).input).toBeDisabled();
      await expect(composer(buyer.page).send).toBeDisabled();

      // Meanwhile the seller answers; back online, the buyer gets what was missed — once — with no reload.
      await seller.page.goto(new URL(buyer.page.url()).pathname + new URL(buyer.page.url()).search);
      await sendChatMessage(seller.page, 'Yes, Falmouth is fine.');
      await buyer.context.setOffline(false);
      await expect(messageLog(buyer.page).getByText('Yes, Falmouth is fine.')).toHaveCount(1, { timeout: 20_000 });
      await expect(messageLog(buyer.page).getByText('Would you ship it to Falmouth?')).toHaveCount(1);
      await expect(composer(buyer.page).input).toBeEnabled({ timeout: 20_000 });
    } finally {
      await seller.context.close();
      await buyer.context.close();
    }
  });

  test('axe: /chat and the inbox have no serious violations', async ({ browser }, testInfo) => {
    const seller = await newPerson(browser, testInfo);
    const buyer = await newPerson(browser, testInfo);
    try {
      await registerChatUser(seller.page);
      await registerChatUser(buyer.page);
      const part = await createListing(seller.page, `Chat a11y anchor ${uniqueId('a')}`);
      await buyer.page.goto(`/boat-parts/${part.id}`);
      await buyer.page.getByRole('button', { name: 'Contact Seller' }).click();
      await sendChatMessage(buyer.page, 'Hi @Grace Whitfield, can you pay by Western Union?');
      await waitForScreen(buyer.page, { signedIn: true });
      await expectNoSeriousViolations(buyer.page, '/chat (private conversation)');

      await seller.page.goto('/account');
      await expect(seller.page.getByText('Hi @Grace Whitfield', { exact: false })).toBeVisible({ timeout: 15_000 });
      await waitForScreen(seller.page, { signedIn: true });
      await expectNoSeriousViolations(seller.page, '/account Messages (inbox)');

      await seller.page.getByRole('link', { name: /^Reply to / }).click();
      await expect(messageLog(seller.page).getByRole('alert')).toBeVisible();
      await waitForScreen(seller.page, { signedIn: true });
      await expectNoSeriousViolations(seller.page, '/chat (with a scam warning)');
      await seller.page.getByRole('tab', { name: 'Marine Professionals' }).click();
      await expectNoSeriousViolations(seller.page, '/chat Marine Professionals');
    } finally {
      await seller.context.close();
      await buyer.context.close();
    }
  });
});

test('signed out, Contact Seller asks to log in', async ({ page }) => {
  const seller = await registerChatUser(page);
  const part = await createListing(page, `Chat signed-out test ${uniqueId('s')}`);
  expect(seller.id).toBeGreaterThan(0);
  await page.context().clearCookies();
  await page.goto(`/boat-parts/${part.id}`);
  await page.getByRole('button', { name: 'Contact Seller' }).click();
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please log in to contact the seller')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
