// Lays a policy text out as an A4 PDF with pdf-lib: title, version line, headed sections, a footer per page.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * @typedef {{ heading: string, paragraphs: string[] }} PolicySection
 * @typedef {{ title: string, sections: PolicySection[] }} PolicyText
 * @typedef {{ version: string, effectiveDate: Date }} PolicyEdition
 */

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const BODY = { size: 10.5, leading: 15 };
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);

/** Splits `text` into lines no wider than `width` at `size`. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const formatDate = (date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * @param {PolicyText} policy
 * @param {PolicyEdition} edition
 * @returns {Promise<Uint8Array>}
 */
export async function renderPolicyPdf(policy, { version, effectiveDate }) {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fullTitle = `RefNet ${policy.title}`;
  pdf.setTitle(`${fullTitle} ${version}`);
  pdf.setSubject(`${fullTitle}, version ${version}`);
  pdf.setAuthor('RefNet');
  pdf.setLanguage('en-GB');
  // Fixed dates keep the file identical from build to build.
  pdf.setCreationDate(effectiveDate);
  pdf.setModificationDate(effectiveDate);

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const newPageIfBelow = (needed) => {
    if (y - needed >= MARGIN + 24) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const writeLines = (text, font, size, leading, color = INK) => {
    for (const line of wrap(text, font, size, TEXT_WIDTH)) {
      newPageIfBelow(leading);
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color });
      y -= leading;
    }
  };

  writeLines(fullTitle, bold, 20, 28);
  writeLines(`Version ${version} - effective ${formatDate(effectiveDate)}`, regular, 10, 24, MUTED);
  for (const section of policy.sections) {
    y -= 6;
    newPageIfBelow(40); // keep a heading with the start of its text
    writeLines(section.heading, bold, 13, 20);
    for (const paragraph of section.paragraphs) {
      writeLines(paragraph, regular, BODY.size, BODY.leading);
      y -= 6;
    }
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    each.drawText(`${fullTitle} - version ${version} - page ${index + 1} of ${pages.length}`, {
      x: MARGIN,
      y: MARGIN - 24,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  // No object streams: simple readers (and the tests) find the document information as plain text.
  return pdf.save({ useObjectStreams: false });
}
