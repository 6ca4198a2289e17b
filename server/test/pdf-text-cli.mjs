// Prints the text of the PDF read from stdin, page by page, as a reader would copy it.
// Run as its own process so any test runner can use it (pdfjs is an ES module).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number += 1) {
  const content = await (await document.getPage(number)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
}
await document.destroy();
process.stdout.write(pages.join('\n'));
