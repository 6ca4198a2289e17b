import { execFile } from 'node:child_process';
import { join } from 'node:path';

/** The text of a PDF, as a reader would copy it (tests: what a traveller's e-ticket says). */
export function pdfText(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [join(process.cwd(), 'server', 'test', 'pdf-text-cli.mjs')], { maxBuffer: 10_000_000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin!.end(Buffer.from(bytes));
  });
}
