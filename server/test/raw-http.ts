import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { getRequestListener } from '@hono/node-server';

/**
 * The API behind a real Node HTTP server, mounted as pages/api mounts it inside Next (the node
 * server's own Request objects, the globals left alone): what `app.request` in a test skips.
 */
export async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  const server: Server = createServer(getRequestListener(fetch, { overrideGlobalObjects: false }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Sends one HTTP/1.1 request exactly as written (`head` is the request line and any headers; no
 * Content-Length or Transfer-Encoding unless given) and returns the status and body.
 */
export async function rawRequest(port: number, head: string, body: string | Buffer = '') {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${head}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      // Not ended from this side: Node's server drops a request whose client half-closes before the answer is ready.
      socket.write(body);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const start = answer.indexOf('\r\n\r\n') + 4;
      let text = answer.slice(start);
      // A chunked answer: its chunks joined.
      if (/\r\ntransfer-encoding: chunked/i.test(answer.slice(0, start))) {
        let rest = text;
        text = '';
        for (;;) {
          const size = parseInt(rest, 16);
          if (!size) break;
          const from = rest.indexOf('\r\n') + 2;
          text += rest.slice(from, from + size);
          rest = rest.slice(from + size + 2);
        }
      }
      resolve({ status: Number(answer.split(' ')[1]), text });
    });
    socket.on('error', reject);
  });
}
