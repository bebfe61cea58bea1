import { test, expect, sitePages, LESSON, axeViolations, scrollsSideways } from './fixtures';

const pages = sitePages();

test('the sitemap lists the home, topic and lesson pages', () => {
  expect(pages).toEqual(expect.arrayContaining(['/', '/copies-and-agreement/', LESSON]));
});

for (const path of pages) {
  test(`${path} answers with a titled page and a main landmark`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Concept Simulators/);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`${path} has no axe violations in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test(`${path} does not scroll sideways at 320 px @phone`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(path);
    expect(await scrollsSideways(page)).toBe(false);
  });
}

test.describe('an unknown address', () => {
  test.use({ expectedErrors: [/status of 404/] });
  test('gets the 404 page, which links back to the roadmap', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not here');
    await page.getByRole('link', { name: 'Go to the roadmap' }).click();
    await expect(page).toHaveURL(/\/#roadmap$/);
  });
});

test('the home page shows the roadmap with the lesson at Advanced step 4', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Roadmap', level: 2 })).toBeVisible();
  for (const stage of ['Beginner', 'Intermediate', 'Advanced']) {
    await expect(page.getByRole('heading', { name: stage, level: 3 })).toBeVisible();
  }
  const step = page.locator('#advanced-4');
  await expect(step).toContainText('Advanced step 4: Distributed systems');
  await expect(step.getByRole('link', { name: 'Copies and agreement' })).toHaveAttribute(
    'href',
    '/copies-and-agreement/',
  );
  await step.getByRole('link', { name: 'Locks and fencing tokens' }).click();
  await expect(page).toHaveURL(LESSON);
});

test('the topic page lists the lesson as a card with its subtitle and meta line', async ({ page }) => {
  await page.goto('/copies-and-agreement/');
  const card = page.getByRole('article').filter({ hasText: 'Locks and fencing tokens' });
  await expect(card).toContainText(
    'A lease that expires while its holder is paused, and the token that makes it safe.',
  );
  await expect(card).toContainText('Intermediate · about 10 to 15 min · 6 experiments');
});

test('the lesson header has the breadcrumb, subtitle, roadmap place and meta line @phone', async ({ page }) => {
  await page.goto(LESSON);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Concept Simulators', 'Copies and agreement']);
  await expect(crumbs.getByRole('link', { name: 'Copies and agreement' })).toHaveAttribute(
    'href',
    '/copies-and-agreement/',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Locks and fencing tokens');
  await expect(
    page.getByText('A lease that expires while its holder is paused, and the token that makes it safe.').first(),
  ).toBeVisible();
  await expect(page.getByText('On the roadmap: Advanced · step 4: Distributed systems')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Advanced · step 4: Distributed systems' })).toHaveAttribute(
    'href',
    '/#advanced-4',
  );
  await expect(page.getByText('Intermediate · about 10 to 15 min · 6 experiments')).toBeVisible();
});

test('the lesson has the prose sections, with real links to the sources', async ({ page }) => {
  await page.goto(LESSON);
  for (const name of ['In plain words', 'Why it matters', 'How real systems do it']) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  // The prose link says it leaves the site, as the Study list's do.
  const prose = page.getByRole('listitem').filter({ hasText: 'The failure has a name and a fix.' });
  const link = prose.getByRole('link', { name: 'How to do distributed locking (opens another site)', exact: true });
  await expect(link).toHaveAttribute(
    'href',
    'https://martin.kleppmann.com/2016/02/08/how-to-do-distributed-locking.html',
  );
});

for (const query of ['fencing token', 'lease', 'garbage collection']) {
  test(`search finds the lesson for "${query}"`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Search' }).fill(query);
    // Pagefind fetches its index fragments after the first keystroke; on a loaded machine that takes a few seconds.
    await expect(dialog.getByRole('link', { name: /Locks and fencing tokens/ }).first()).toBeVisible({
      timeout: 15_000,
    });
  });
}

test('keyboard: skip link, header search, sidebar and lesson links are reachable by Tab', async ({ page }) => {
  await page.goto('/copies-and-agreement/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  // Onwards to the header's search button, then open the dialog with the keyboard.
  const search = page.getByRole('button', { name: 'Search' }).first();
  for (let i = 0; i < 10 && !(await search.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(search).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.type('fencing');
  await expect(
    page
      .getByRole('dialog')
      .getByRole('link', { name: /Locks and fencing tokens/ })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // Then on through the sidebar to the lesson's link.
  const sidebarLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Locks and fencing tokens' });
  for (let i = 0; i < 25 && !(await sidebarLink.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(sidebarLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(LESSON);
});

test('the home search button opens the search dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Search the lessons/ }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Search' })).toBeVisible();
});
