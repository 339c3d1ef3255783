import { expect, field, readyToSend, registerBusiness, signIn, test } from './support';

// People as a new business builds its list: a custom field, a file imported through every step
// with its progress, a profile opened in view mode and edited, a tag, one person blacklisted,
// then a send to the tag whose analysis leaves the blacklisted number out.
test.setTimeout(180_000);

test('define a field, import people, edit and tag one, blacklist one, send to the tag without them', async ({
  browser,
  request,
}) => {
  const business = await registerBusiness(request, 'Suda');
  // The sender and credits as staff set them up (the sending test walks through those screens).
  const senderName = await readyToSend(request, business, 'Ppl');

  const page = await browser.newPage();
  await signIn(page, business.email, business.password);

  // People Structure: a custom field.
  await page.goto('/#/people-fields/create');
  await field(page, 'Label').fill('Member level');
  await field(page, 'Key').fill('memberLevel');
  await field(page, 'Type').click();
  await page.getByRole('option', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'memberLevel' })).toBeVisible();

  // Import a file with that column, through every step.
  await page.goto('/#/people');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByText('Import people or blacklisted numbers in four steps: upload the file, match its columns, check the preview, then import.')).toBeVisible();
  const csv = ['mobile,firstName,memberLevel', '0812340001,Anong,Gold', '0812340002,Boon,Silver', '0812340003,Chai,Gold'].join(
    '\n',
  );
  await page.getByTestId('import-file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(/people\.csv · .* KB · 3 data rows/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('combobox', { name: /memberLevel/ })).toHaveText('Member level');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('3 rows in the file')).toBeVisible();
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByText('3 of 3 rows processed (100%)')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Completed').first()).toBeVisible();
  await expect(page.getByTestId('import-count-created')).toHaveText('3');

  // A tag to put on people.
  await page.goto('/#/tags/create');
  await field(page, 'Name').fill('VIP');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'VIP' })).toBeVisible();

  // The profile opens in view mode, with the imported field; then edit mode, and a tag.
  await page.goto('/#/people');
  await page.getByRole('cell', { name: '+66812340001' }).click();
  await expect(page.getByText('Member level')).toBeVisible();
  await expect(page.getByText('Gold')).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await field(page, 'Tags').click();
  await page.getByRole('option', { name: 'VIP' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Person saved')).toBeVisible();
  await expect(page).toHaveURL(/#\/people\/[0-9a-f-]+\/show$/);
  await expect(page.getByText('VIP').first()).toBeVisible();

  // Tag a second person from the list, then blacklist them.
  await page.goto('/#/people');
  const row = page.getByRole('row').filter({ hasText: '+66812340002' });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Tag' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tags').click();
  await page.getByRole('option', { name: 'VIP' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('1 change made')).toBeVisible();
  await page.getByRole('row').filter({ hasText: '+66812340002' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Blacklist' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Blacklist them' }).click();
  await expect(page.getByText('1 change made')).toBeVisible();

  // Quick Send to the tag: the blacklisted one is counted apart.
  await page.goto('/#/quick-send');
  await page.getByRole('radio', { name: 'People (tags and groups)' }).check();
  await field(page, 'Tags').click();
  await page.getByRole('option', { name: 'VIP' }).click();
  await field(page, 'Sender').click();
  await page.getByRole('option', { name: senderName }).click();
  await field(page, 'Message').fill('Hi {{firstName}}, your level is {{memberLevel}}');
  await field(page, 'Kind').click();
  await page.getByRole('option', { name: 'Transactional' }).click();
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page).toHaveURL(/#\/quick-send\/analyze/);
  const figure = (label: string) => page.getByRole('group', { name: label, exact: true });
  await expect(figure('Valid')).toContainText('1');
  await expect(figure('Blacklisted')).toContainText('1');
  await expect(page.getByText('Hi Anong, your level is Gold')).toBeVisible();
});
