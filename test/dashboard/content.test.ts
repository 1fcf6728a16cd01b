// Blog posts, pages and SEO settings in a real browser: a post written in the Markdown editor with its live preview
// (raw HTML and a script in the text shown as text, never run, no CSP refusal), the search result preview, a page
// edited and its delete refused while it has sections, the SEO settings saved, an SEO rule created, changed and deleted,
// and a post and a page changed through the API while their forms were open: the save shows the conflict, overwrites
// nothing, and the per-field choice is what is stored; a viewer reads without editing controls.
// npm test: SQLite run only (browser tests: the pages are the same whichever engine serves them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrlOf, buildTestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';
import { assertAccessible, assertNoPageProblems, canRunBrowser, launch, screenshot, signedInPage } from './browser.js';

const MARKDOWN = [
  '# Big spring sale',
  '',
  'Everything is **half price** this week.',
  '',
  '- Teapots',
  '- Cups',
  '',
  '<script>window.pwned = "script"</script>',
  '',
  '<img src="/nothing.png" onerror="window.pwned = \'img\'">',
  '',
  '[Click me](javascript:window.pwned=1) · ![Logo](https://elsewhere.example/logo.png)',
].join('\n');

test('content: a post written in Markdown with its preview, a page edited, its delete refused, SEO settings, a conflict', async (t) => {
  const ctx = await buildTestApp(t);
  if (!canRunBrowser(t, ctx.engine)) return;
  const { app } = ctx;
  const admin = await adminSession(app);
  const about = (
    await admin.post('/api2/admin/pages', {
      title: 'About us',
      sections: [
        { type: 'text', content: { text: 'We sell **tools**.' } },
        { type: 'hero', content: { image: '/hero.png' } },
      ],
    })
  ).json;

  const browser = await launch(t, baseUrlOf(app));
  const page = await signedInPage(browser, '/admin/blog');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Blog', 'Pages', 'SEO']) await nav.getByRole('link', { name, exact: true }).waitFor();
  await page.getByText('No posts yet.').waitFor();
  await assertAccessible(page, 'blog list');

  // A new post: the preview follows the text as Markdown; HTML in it is text, the script never runs.
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByLabel(/^Title/).fill('Spring sale');
  await page.getByLabel(/^Excerpt/).fill('Half price on teapots and cups.');
  await page.getByRole('textbox', { name: 'Text' }).fill(MARKDOWN);
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('heading', { level: 1, name: 'Big spring sale' }).waitFor();
  assert.equal(await preview.locator('strong').textContent(), 'half price');
  assert.deepEqual(await preview.getByRole('listitem').allTextContents(), ['Teapots', 'Cups']);
  await preview.getByText('<script>window.pwned = "script"</script>').waitFor();
  await preview.getByText('Image from outside the media library, not shown here: Logo').waitFor();
  assert.equal(await preview.locator('script, img, iframe').count(), 0, 'no element from the raw HTML');
  assert.equal(
    await preview.getByRole('link', { name: 'Click me' }).getAttribute('href'),
    '',
    'the javascript: link has no target',
  );
  // The search result preview: the title, then the excerpt for the description.
  const result = page.getByRole('figure', { name: 'Search result preview' });
  await result.getByText('Spring sale', { exact: true }).waitFor();
  await result.getByText('shop.test/blog/…').waitFor();
  await page.getByLabel(/^SEO title/).fill('Spring sale: half price');
  await result.getByText('Spring sale: half price').waitFor();
  await assertAccessible(page, 'new post');
  await page.getByRole('button', { name: 'Create post' }).click();
  await page.getByText('Post saved', { exact: true }).waitFor();
  await page.waitForURL(/\/admin\/blog\/\d+$/);
  const postId = Number(page.url().split('/').pop());
  const stored = (await admin.get(`/api2/admin/blog/${postId}`)).json;
  assert.deepEqual(
    [stored.title, stored.body, stored.seoTitle, stored.slug],
    ['Spring sale', MARKDOWN, 'Spring sale: half price', 'spring-sale'],
  );
  await page.getByRole('heading', { level: 1, name: 'Big spring sale' }).waitFor();
  assert.equal(await page.evaluate('typeof window.pwned'), 'undefined', 'nothing in the text ran');
  await screenshot(page, 'blog-post');

  // Changed through the API while the form is open: the save asks, and nothing is overwritten until chosen.
  assert.equal((await admin.put(`/api2/admin/blog/${postId}`, { excerpt: 'Changed by someone else.' })).status, 200);
  await page.getByLabel(/^Excerpt/).fill('My own excerpt.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Someone else saved this meanwhile' });
  const excerpt = dialog.getByRole('group', { name: 'Excerpt' });
  await excerpt.getByRole('radio', { name: 'Yours: My own excerpt.' }).waitFor();
  await excerpt.getByRole('radio', { name: 'Saved meanwhile: Changed by someone else.' }).waitFor();
  assert.equal((await admin.get(`/api2/admin/blog/${postId}`)).json.excerpt, 'Changed by someone else.');
  await assertAccessible(page, 'post conflict');
  await screenshot(page, 'blog-post-conflict');
  await dialog.getByRole('button', { name: 'Save with these values' }).click();
  // The dialog closes once the save is answered (the first save's toast may still be showing).
  await dialog.waitFor({ state: 'detached' });
  assert.equal((await admin.get(`/api2/admin/blog/${postId}`)).json.excerpt, 'My own excerpt.');

  // The list, filtered by status in the URL.
  await nav.getByRole('link', { name: 'Blog', exact: true }).click();
  await page.getByRole('table', { name: 'Blog' }).getByRole('link', { name: 'Spring sale' }).waitFor();
  await screenshot(page, 'blog-list');
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(/status=published/);
  await page.getByText('No post matches these filters.').waitFor();

  // A page: its Markdown section and its JSON section; the delete is refused while it has sections.
  await nav.getByRole('link', { name: 'Pages', exact: true }).click();
  await page.getByRole('table', { name: 'Pages' }).getByRole('link', { name: 'About us' }).click();
  await page.getByRole('textbox', { name: 'Text of section 1' }).fill('We sell **tools** and *teapots*.');
  await page.getByRole('region', { name: 'Preview' }).locator('em', { hasText: 'teapots' }).waitFor();
  assert.equal(
    await page.getByRole('textbox', { name: 'Content of section 2 (JSON)' }).inputValue(),
    '{\n  "image": "/hero.png"\n}',
  );
  // Without an SEO description the result quotes the first text, without its Markdown marks.
  await page
    .getByRole('figure', { name: 'Search result preview' })
    .getByText('We sell tools and teapots.', { exact: true })
    .waitFor();
  await page.getByLabel(/^SEO description/).fill('Who we are and what we sell.');
  await page.getByRole('figure', { name: 'Search result preview' }).getByText('Who we are and what we sell.').waitFor();
  await assertAccessible(page, 'page');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Page saved', { exact: true }).waitFor();
  const savedPage = (await admin.get(`/api2/admin/pages/${about.id}`)).json;
  assert.deepEqual(
    savedPage.sections.map((s: { type: string; content: unknown }) => [s.type, s.content]),
    [
      ['text', { text: 'We sell **tools** and *teapots*.' }],
      ['hero', { image: '/hero.png' }],
    ],
  );
  assert.equal(savedPage.seoDescription, 'Who we are and what we sell.');
  await screenshot(page, 'page');

  // Changed through the API while the form is open: both changed the title and the description; the save asks, mine
  // is kept for the title, theirs for the description, and the choice is what is stored.
  assert.equal(
    (
      await admin.put(`/api2/admin/pages/${about.id}`, {
        title: 'About the shop',
        seoDescription: 'Their description.',
      })
    ).status,
    200,
  );
  await page.getByLabel(/^Title/).fill('About us and our tools');
  await page.getByLabel(/^SEO description/).fill('My description.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const pageConflict = page.getByRole('dialog', { name: 'Someone else saved this meanwhile' });
  await pageConflict
    .getByRole('group', { name: 'Title' })
    .getByRole('radio', { name: 'Saved meanwhile: About the shop' })
    .waitFor();
  assert.equal(
    (await admin.get(`/api2/admin/pages/${about.id}`)).json.title,
    'About the shop',
    'nothing overwritten before the choice',
  );
  await pageConflict
    .getByRole('group', { name: /^SEO description/ })
    .getByRole('radio', { name: 'Saved meanwhile: Their description.' })
    .check();
  await pageConflict.getByRole('button', { name: 'Save with these values' }).click();
  await pageConflict.waitFor({ state: 'detached' });
  const resolved = (await admin.get(`/api2/admin/pages/${about.id}`)).json;
  assert.deepEqual(
    [resolved.title, resolved.seoDescription, resolved.sections.length],
    ['About us and our tools', 'Their description.', 2],
  );
  assert.equal(await page.getByLabel(/^SEO description/).inputValue(), 'Their description.');

  await page.getByRole('button', { name: 'Delete page' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “About us and our tools”?' });
  await confirm.getByRole('button', { name: 'Delete the page' }).click();
  await confirm.getByText(/still has sections, so it is not deleted/).waitFor();
  await assertAccessible(page, 'page delete refused');
  await screenshot(page, 'page-delete-refused');
  assert.equal((await admin.get(`/api2/admin/pages/${about.id}`)).status, 200);
  await confirm.getByRole('button', { name: 'Keep' }).click();

  // SEO settings: the start page's search result follows the fields; saved.
  await nav.getByRole('link', { name: 'SEO', exact: true }).click();
  await page.getByLabel(/^Default title/).fill('Teehaus Berlin');
  // The first "Title template": the rules' form below has one too.
  await page
    .getByLabel(/^Title template/)
    .first()
    .fill('%s · Teehaus');
  await page.getByLabel(/^Default description/).fill('Tea, teapots and cups from Berlin.');
  await page.getByRole('figure', { name: 'Search result preview' }).getByText('Teehaus Berlin · Teehaus').waitFor();
  await page.getByLabel('Publish a sitemap').uncheck();
  await assertAccessible(page, 'seo');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('SEO settings saved', { exact: true }).waitFor();
  const seo = (await admin.get('/api2/admin/seo/settings')).json;
  assert.deepEqual(
    [seo.defaultTitle, seo.titleTemplate, seo.defaultDescription, seo.sitemapEnabled],
    ['Teehaus Berlin', '%s · Teehaus', 'Tea, teapots and cups from Berlin.', false],
  );
  await screenshot(page, 'seo');

  // An SEO rule: created (its limits checked in the form), changed in its dialog, deleted.
  const newRule = page.getByRole('region', { name: 'New rule' });
  await newRule.getByLabel(/^Rule name/).fill('Teapots');
  await newRule.getByLabel('Applies to').selectOption('category');
  await newRule.getByLabel(/^Only this one/).fill('12');
  await newRule.getByLabel(/^Title template/).fill('{name} kaufen | Teehaus');
  // Checked when the field is first left (as the settings above), then as it is typed in: the message goes while the
  // field still has the focus, so the click on the button is not moved away by it vanishing.
  await newRule.getByLabel(/^Priority/).fill('5000');
  await newRule.getByLabel(/^Priority/).press('Tab');
  await newRule.getByText('At most 1,000.').waitFor();
  await newRule.getByLabel(/^Priority/).fill('10');
  await newRule.getByText('At most 1,000.').waitFor({ state: 'detached' });
  assert.equal(
    await page.evaluate('document.activeElement?.id'),
    await newRule.getByLabel(/^Priority/).getAttribute('id'),
  );
  await newRule.getByRole('button', { name: 'Create rule' }).click();
  await page.getByText('Rule “Teapots” saved', { exact: true }).waitFor();
  const rulesTable = page.getByRole('table', { name: 'SEO rules' });
  await rulesTable.getByRole('cell', { name: 'Categories #12' }).waitFor();
  const ruleOf = async () =>
    (await admin.get('/api2/admin/seo/rules')).json.rules.map((r: Record<string, unknown>) => [
      r.ruleName,
      r.targetType,
      r.targetId,
      r.titleTemplate,
      r.descriptionTemplate,
      r.priority,
      r.isActive,
    ]);
  assert.deepEqual(await ruleOf(), [['Teapots', 'category', '12', '{name} kaufen | Teehaus', null, 10, true]]);
  await assertAccessible(page, 'seo rules');
  await screenshot(page, 'seo-rules');
  await rulesTable.getByRole('button', { name: 'Edit rule Teapots' }).click();
  const ruleDialog = page.getByRole('dialog', { name: 'Edit rule “Teapots”' });
  await ruleDialog.getByLabel(/^Description template/).fill('Teapots from Berlin.');
  await ruleDialog.getByLabel(/^Only this one/).fill('');
  await ruleDialog.getByLabel('Active').uncheck();
  await assertAccessible(page, 'seo rule dialog');
  await ruleDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await ruleDialog.waitFor({ state: 'detached' });
  assert.deepEqual(await ruleOf(), [
    ['Teapots', 'category', null, '{name} kaufen | Teehaus', 'Teapots from Berlin.', 10, false],
  ]);
  await rulesTable.getByRole('cell', { name: 'No', exact: true }).waitFor();
  await rulesTable.getByRole('button', { name: 'Delete rule Teapots' }).click();
  await page.getByText('No SEO rules.').waitFor();
  assert.deepEqual(await ruleOf(), []);
  assertNoPageProblems(page);

  // A viewer (content.read) reads the page and its preview but has no editing controls.
  const viewer = { email: 'vera@shop.test', password: 'Viewer-Password-1' };
  assert.equal((await admin.post('/api2/admin/users', { ...viewer, name: 'Vera Viewer', role: 'viewer' })).status, 201);
  const reader = await signedInPage(browser, `/admin/pages/${about.id}`, {
    email: viewer.email,
    password: viewer.password,
  });
  await reader.getByRole('region', { name: 'Preview' }).locator('em', { hasText: 'teapots' }).waitFor();
  assert.equal(await reader.getByRole('textbox', { name: 'Text of section 1' }).getAttribute('readonly'), '');
  assert.equal(await reader.getByRole('button', { name: /^(Save|Delete page|Add section)$/ }).count(), 0);
  await reader.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await reader.getByRole('table', { name: 'Blog' }).getByRole('link', { name: 'Spring sale' }).waitFor();
  assert.equal(await reader.getByRole('link', { name: 'New post' }).count(), 0);
  await reader.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SEO', exact: true }).click();
  await reader.getByText('No SEO rules.').waitFor();
  assert.equal(await reader.getByRole('region', { name: 'New rule' }).count(), 0, 'no rule form without content.write');
  assertNoPageProblems(reader);
});
