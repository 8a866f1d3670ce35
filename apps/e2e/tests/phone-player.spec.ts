// A player's money and play journeys on a phone, by touch (issue 24): a promotion claimed, a reward redeemed in the
// points mall, a deposit from the member centre, a lottery quick bet, a conversation with customer service. Each starts
// where a phone player starts, the menu sheet, and meets one refusal on the way, shown where the player is looking.
// The desktop specs cover every refusal and every path of these flows; the layout of each page is phone-frame's.
import { chatButton, chatWindow, exchangeWithAgent, withChat } from '../src/chat';
import { checkAndShoot, watchErrors } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { topUp } from '../src/lobby';
import { clockOffset, quickBet, roomToBet, setClockOffset } from '../src/lottery';
import { centre, decideFund, moneyScale, requestIdOf } from '../src/member';
import { expectFullScreen, goToSection, openMenu, tabBar } from '../src/phone';
import { cardPoints, fillRedeem, rewardCard } from '../src/points';
import { pick, pngFile, storedClaims } from '../src/promotions';
import { loginAs, serverBalance, toastRegion } from '../src/shell';

test.beforeEach(async () => {
  await resetSandbox();
});

test('a promotion claimed from the menu: refused without remarks in a full-height sheet, then sent and under review', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await loginAs(page);
  await goToSection(page, '/promotions');
  const card = page.getByRole('article', { name: 'First deposit bonus 100%' });
  await card.getByRole('button', { name: 'Claim' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Claim: First deposit bonus 100%' });
  await expectFullScreen(page, dialog);
  await dialog.getByRole('button', { name: 'Send claim' }).tap();
  await expect(dialog.getByText('Please fill in the remarks.')).toBeVisible();
  await checkAndShoot(page, `phone-${merchant.code}`, 'promotions-claim');
  await dialog.getByLabel('Remarks').fill('Paid from my phone, ref 654321');
  await pick(dialog, [pngFile('receipt.png')]);
  await dialog.getByRole('button', { name: 'Send claim' }).tap();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Under review')).toBeVisible();
  const [claim] = await storedClaims(merchant);
  expect(claim).toMatchObject({ username: 'member01', status: 'PENDING', remarks: 'Paid from my phone, ref 654321' });
  expect(errors).toEqual([]);
});

test('a reward redeemed in the points mall: the missing fields named, then redeemed; points and stock move', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await loginAs(page);
  await goToSection(page, '/pointMall');
  const before = await cardPoints(page);
  const earbuds = rewardCard(page, 'Bluetooth earbuds');
  await expect(earbuds).toContainText(/\d+ in stock/);
  const stock = Number(/(\d+) in stock/.exec((await earbuds.textContent()) ?? '')?.[1]);
  await earbuds.getByRole('button', { name: 'Redeem with points' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Redeem Bluetooth earbuds' });
  await expectFullScreen(page, dialog);
  await dialog.getByRole('button', { name: 'Redeem', exact: true }).tap();
  await expect(dialog.getByText("Please enter the recipient's name.")).toBeVisible();
  // The contact number asks for the phone's dialling keypad.
  await expect(dialog.getByLabel('Contact number')).toHaveAttribute('type', 'tel');
  await checkAndShoot(page, `phone-${merchant.code}`, 'points-redeem');
  await fillRedeem(dialog, merchant);
  await dialog.getByRole('button', { name: 'Redeem', exact: true }).tap();
  await expect(dialog).toBeHidden();
  await expect(toastRegion(page)).toContainText('Exchange successful.');
  await expect.poll(() => cardPoints(page)).toBe(before - 30_000);
  await expect(earbuds).toContainText(`${stock - 1} in stock`);
  expect(errors).toEqual([]);
});

test('a deposit from the menu’s account: refused under the channel’s limit, then requested and approved live', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  const scale = moneyScale(merchant);
  await loginAs(page);
  const before = await serverBalance(page, merchant.code);
  const sheet = await openMenu(page);
  await sheet.getByRole('region', { name: 'My account' }).getByRole('button', { name: 'Deposit' }).tap();
  await expect(sheet).toBeHidden();
  const scope = centre(page, merchant);
  await expect(scope.getByRole('heading', { name: 'Deposit', level: 2 })).toBeVisible();
  await scope.getByLabel('Payment channel').selectOption({ label: 'Bank transfer' });
  const amount = scope.getByLabel('Amount');
  // An amount asks for the phone's number keypad.
  await expect(amount).toHaveAttribute('inputmode', /^(numeric|decimal)$/);
  await amount.fill(String(50 * scale));
  await scope.getByRole('button', { name: 'Request deposit' }).tap();
  await expect(scope.getByText(/The amount must be at least/)).toBeVisible();
  await amount.fill(String(321 * scale));
  const id = await requestIdOf(page, '/wps/member-centre/deposit', () =>
    scope.getByRole('button', { name: 'Request deposit' }).tap(),
  );
  await expect(scope.getByRole('status').filter({ hasText: 'Deposit requested' })).toBeVisible();
  await checkAndShoot(page, `phone-${merchant.code}`, 'member-deposit');
  await decideFund(merchant, 'member01', 'DEPOSIT', id, 'APPROVED');
  await expect(page.getByText('Deposit update').first()).toBeVisible();
  await expect.poll(() => serverBalance(page, merchant.code)).toBeCloseTo(before + 321 * scale, 2);
  expect(errors).toEqual([]);
});

test('a lottery quick bet from the menu: a stake under 1 refused before any call, then placed and paid', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  const offset = await clockOffset();
  try {
    await topUp(merchant.code, 'member01');
    await roomToBet(page, merchant, 'CQSSC');
    await loginAs(page);
    await goToSection(page, '/lott');
    const panel = quickBet(page);
    await expect(panel.getByRole('list', { name: /^Chongqing SSC numbers: / })).toBeVisible();
    const bets: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/lgw/bets')) bets.push(request.url());
    });
    const stake = panel.getByRole('textbox', { name: 'Stake' });
    await expect(stake).toHaveAttribute('inputmode', /^(numeric|decimal)$/);
    const place = panel.getByRole('button', { name: 'Place bet Chongqing SSC' });
    // Below the smallest stake (a fraction would be refused for VERDE's dong before that: lottery-bet.spec.ts).
    await stake.fill('0');
    await place.tap();
    await expect(stake).toHaveAccessibleDescription('Enter a stake of at least 1');
    expect(bets).toEqual([]);
    const before = await serverBalance(page, merchant.code);
    await stake.fill('1');
    await place.tap();
    await expect(panel.getByRole('status')).toHaveText(/^Bet placed: Chongqing SSC, issue /);
    expect(bets).toHaveLength(1);
    expect(await serverBalance(page, merchant.code)).toBeCloseTo(before - 1, 2);
    await checkAndShoot(page, `phone-${merchant.code}`, 'lottery-quick-bet');
  } finally {
    await setClockOffset(offset);
  }
  expect(errors).toEqual([]);
});

test('customer service by touch: the chat window opens above the tab bar, a message goes both ways', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await withChat(merchant, async () => {
    await loginAs(page);
    await chatButton(page).tap();
    const window = chatWindow(page);
    await expect(window).toBeVisible();
    // Inside the screen and clear of the tab bar, which stays usable.
    const box = await window.boundingBox();
    const tabs = await tabBar(page).boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(tabs?.y ?? 0);
    await exchangeWithAgent(page, 'Is my deposit through?', 'tap');
    await checkAndShoot(page, `phone-${merchant.code}`, 'chat-window');
    await window.getByRole('button', { name: 'Close' }).tap();
    await expect(window).toBeHidden();
  });
  expect(errors).toEqual([]);
});
