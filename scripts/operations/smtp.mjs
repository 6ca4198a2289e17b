import net from 'node:net';

/**
 * A mail server for the operations suite whose behaviour can be switched while it runs:
 * `ok` (answers at once), `fail` (421 at the greeting: "try again later"), `slow` (each answer
 * after `slowMs`), `hang` (accepts the connection and never says a word). Keeps every message it
 * accepted, by its Message-ID.
 */
export function fakeSmtp({ slowMs = 1500 } = {}) {
  let mode = 'ok';
  const received = [];
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const at = mode;
    if (process.env.OPS_SMTP_TRACE) console.log(`  smtp: connection in mode ${at}`);
    if (at === 'hang') return;
    const reply = (line) => (at === 'slow' ? setTimeout(() => socket.writable && socket.write(`${line}\r\n`), slowMs) : socket.write(`${line}\r\n`));
    if (at === 'fail') {
      socket.end('421 4.3.2 Service not available, try again later\r\n');
      return;
    }
    reply('220 ops.test ESMTP');
    let buffer = '';
    let inData = false;
    let message = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          message += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const id = /^Message-ID:\s*(\S+)/im.exec(message)?.[1] ?? null;
          received.push({ id, size: message.length });
          message = '';
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 ops.test');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  return {
    listen: () => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port))),
    setMode: (next) => {
      mode = next;
    },
    received,
    openSockets: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
