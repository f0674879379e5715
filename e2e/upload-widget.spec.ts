import { readFile } from 'node:fs/promises';
import { expect, request, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiSignIn, openSignedIn } from './api-sign-in';

// Screenshots to look at, outside the repository (e2e-artifacts is ignored by git too).
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/upload/${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');

// A fund family of its own, so the list of documents starts empty.
const fundName = `E2E Upload Widget Fund ${Date.now()}`;
let summary = '';
let fundId = '';

/** A real one-page PDF, made by pdf-lib (never hand-written PDF bytes). */
async function smallPdf() {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText('Limited partnership agreement', {
    x: 20,
    y: 150,
    size: 12,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
}

test.beforeAll(async () => {
  const token = await admin();
  const context = await request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Authorization: `Bearer ${token.access}` },
  });
  const response = await context.post('/api/fund-family/', { data: { name: fundName } });
  expect(response.ok(), await response.text()).toBe(true);
  const fund = (await response.json()) as { id: string };
  await context.dispose();
  fundId = fund.id;
  summary = `/fund-family/${fund.id}/summary`;
});

test('the upload widget stores a PDF, refuses an .exe and a mismatched file with their reasons, and removes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, summary, await admin());
  const section = page.getByRole('region', { name: 'Documents' });
  await expect(section.getByText('No documents have been uploaded.')).toBeVisible();
  await section.getByLabel('Document type').selectOption({ label: 'Other' });
  await expect(
    section.getByText(
      'Allowed: .pdf, .docx, .doc, .xlsx, .xls, .csv, .txt, .png, .jpg, .jpeg. Up to 10 MB each.',
    ),
  ).toBeVisible();
  const input = section.getByTestId('upload-input');
  const files = section.getByRole('list', { name: 'Files to upload' });

  // A small PDF: added, uploaded, finished (green) and listed.
  const pdf = await smallPdf();
  await input.setInputFiles({ name: 'lpa.pdf', mimeType: 'application/pdf', buffer: pdf });
  const card = files.getByRole('listitem', { name: 'lpa.pdf' });
  await expect(card.getByTestId('upload-item-status')).toHaveText('Ready to upload');
  await shot(page, 'upload-widget-01-added');
  await card.getByRole('button', { name: 'Upload lpa.pdf' }).click();
  await expect(card.getByTestId('upload-item-status')).toHaveText('Finished');
  await expect(card).toHaveAttribute('data-tone', 'success');
  const table = section.getByRole('table', { name: 'Fund family documents' });
  const row = table.getByRole('row', { name: /lpa\.pdf/ });
  await expect(row).toContainText('Other');
  await expect(row).toContainText('Uploading complete');
  await shot(page, 'upload-widget-02-finished');

  // Its download is the same bytes.
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download lpa.pdf' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('lpa.pdf');
  expect(Buffer.compare(await readFile((await saved.path())!), pdf)).toBe(0);

  // An .exe is refused before anything is sent: its reason in an error toast.
  await input.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ\x90\x00'),
  });
  const toast = page.locator('[data-scope="toast"][data-part="root"]', { hasText: 'File refused' });
  await expect(toast).toContainText(
    'setup.exe: .exe files are not allowed. Allowed: .pdf, .docx, .doc, .xlsx, .xls, .csv, .txt, .png, .jpg, .jpeg.',
  );
  await expect(files.getByRole('listitem', { name: 'setup.exe' })).toHaveCount(0);
  await shot(page, 'upload-widget-03-exe-refused');

  // Text named .pdf: the server sniffs the content and refuses it; the card says why.
  await input.setInputFiles({
    name: 'minutes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Minutes of the advisory committee, 12 March 2026.\n'),
  });
  const mismatched = files.getByRole('listitem', { name: 'minutes.pdf' });
  await page.getByRole('button', { name: 'Upload all' }).click();
  await expect(mismatched.getByTestId('upload-item-status')).toHaveText('Failed');
  await expect(mismatched).toHaveAttribute('data-tone', 'error');
  await expect(mismatched.getByRole('alert')).toHaveText(
    'minutes.pdf does not look like a .pdf file: its content is text.',
  );
  await expect(mismatched.getByRole('button', { name: 'Try again minutes.pdf' })).toBeVisible();
  await shot(page, 'upload-widget-04-mismatch');
  await expect(table.getByRole('row', { name: /minutes\.pdf/ })).toHaveCount(0);

  // Remove clears the cards; the stored document stays until it is deleted.
  await mismatched.getByRole('button', { name: 'Remove minutes.pdf' }).click();
  await card.getByRole('button', { name: 'Remove lpa.pdf' }).click();
  await expect(files).toHaveCount(0);
  await row.getByRole('button', { name: 'Delete lpa.pdf' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete document' }).click();
  await expect(section.getByText('No documents have been uploaded.')).toBeVisible();
  await shot(page, 'upload-widget-05-deleted');
});

test('a slow upload shows its percent, is aborted half way, and is tried again to the end', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, summary, await admin());
  const section = page.getByRole('region', { name: 'Documents' });
  await section.getByLabel('Document type').selectOption({ label: 'Other' });
  // 1.5 MB at about 200 KB/s: several seconds on the wire, so the bar can be seen and stopped.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
  const text = Buffer.from('Capital account statement line.\n'.repeat(48_000));
  await section
    .getByTestId('upload-input')
    .setInputFiles({ name: 'statements.txt', mimeType: 'text/plain', buffer: text });
  const card = section.getByRole('listitem', { name: 'statements.txt' });
  await card.getByRole('button', { name: 'Upload statements.txt' }).click();
  const bar = card.getByRole('progressbar', { name: 'statements.txt sent' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBeGreaterThan(5);
  await expect(card.getByTestId('upload-item-status')).toHaveText(/^Uploading \d+%$/);
  await shot(page, 'upload-widget-06-uploading');

  // Abort stops the request: the card is red with Try again, and nothing is listed.
  await card.getByRole('button', { name: 'Abort statements.txt' }).click();
  await expect(card.getByTestId('upload-item-status')).toHaveText('Aborted');
  await expect(card).toHaveAttribute('data-tone', 'error');
  await expect(bar).toHaveCount(0);
  await shot(page, 'upload-widget-07-aborted');

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await card.getByRole('button', { name: 'Try again statements.txt' }).click();
  await expect(card.getByTestId('upload-item-status')).toHaveText('Finished');
  const table = section.getByRole('table', { name: 'Fund family documents' });
  await expect(table.getByRole('row', { name: /statements\.txt/ })).toContainText('1.5 MB');
  // The aborted attempt's record was discarded (deleted), not left waiting for its bytes.
  const token = await admin();
  const context = await request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Authorization: `Bearer ${token.access}` },
  });
  const records = async () => {
    const response = await context.get(`/api/documents/?fund_family_id=${fundId}`);
    const documents = (await response.json()) as { filename: string; state: string }[];
    return documents.filter((d) => d.filename === 'statements.txt').map((d) => d.state);
  };
  await expect.poll(records).toEqual(['upload_succeeded']);
  await context.dispose();
});

test('the workflows page draws the upload item machine in human words', async ({ page }) => {
  await openSignedIn(page, '/internal/workflows?machine=uploadItem', await admin());
  const section = page.getByRole('region', { name: 'Upload item' });
  const chart = section.getByTestId('workflow-chart-uploadItem');
  await section.scrollIntoViewIfNeeded();
  for (const state of [
    'added',
    'pending',
    'uploading',
    'finished',
    'error',
    'aborted',
    'cancelled',
  ])
    await expect(chart.locator(`[data-state-id="uploadItem.${state}"]`)).toBeVisible();
  await expect(
    chart.locator('text', { hasText: 'The user chooses Try again' }).first(),
  ).toBeVisible();
  await expect(chart.locator('text', { hasText: /xstate\.|upload_item\./ })).toHaveCount(0);
  await section.screenshot({ path: '/tmp/upload/upload-widget-08-workflow-chart.png' });
});

test('a reader sees the stored documents and downloads them, with no widget and no delete', async ({
  page,
}) => {
  // Stored through the API as the admin: create, send the bytes, confirm.
  const token = await admin();
  const context = await request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Authorization: `Bearer ${token.access}` },
  });
  const created = await context.post('/api/documents/', {
    data: { filename: 'side-letter.pdf', document_type: 'other', fund_family_id: fundId },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { document } = (await created.json()) as { document: { id: string } };
  const pdf = await smallPdf();
  const sent = await context.post(`/api/documents/${document.id}/upload/`, {
    multipart: { file: { name: 'side-letter.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const confirmed = await context.patch(`/api/documents/${document.id}/status/successful-upload/`);
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await context.dispose();

  await openSignedIn(
    page,
    summary,
    await apiSignIn(baseURL(), 'reader@demo.test', 'demo-reader-2026'),
  );
  const section = page.getByRole('region', { name: 'Documents' });
  const row = section.getByRole('row', { name: /side-letter\.pdf/ });
  await expect(row).toContainText('Uploading complete');
  await expect(section.getByLabel('Document type')).toHaveCount(0);
  await expect(section.getByTestId('upload-input')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Delete side-letter.pdf' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download side-letter.pdf' }).click();
  expect(Buffer.compare(await readFile((await (await download).path())!), pdf)).toBe(0);
  await shot(page, 'upload-widget-09-reader');
});
