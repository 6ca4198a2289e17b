import http from 'node:http';

/**
 * The load balancer of the operations suite: round robin over the web processes, and, as nginx
 * with `proxy_next_upstream error`, a request whose upstream refused the connection (a process
 * stopping or killed) goes to the next one. Adds X-Forwarded-For (the suite's clients pick theirs)
 * and passes X-Request-Id through.
 */
export function roundRobinProxy(ports) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // Each upstream once, starting with the next in turn (nginx tries each server once).
      const first = next++;
      const order = ports.map((_, index) => ports[(first + index) % ports.length]);
      const tryUpstream = (left) => {
        const port = order[order.length - left];
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: `127.0.0.1:${port}`, 'x-forwarded-for': req.headers['x-forwarded-for'] ?? '10.9.9.9' },
            agent,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error) => {
          // Refused or reset before an answer: another process gets it (as nginx does on `error`).
          if (!res.headersSent && left > 1 && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(error.code)) return tryUpstream(left - 1);
          if (!res.headersSent) {
            res.writeHead(502, { 'content-type': 'text/plain' });
            res.end(`proxy: ${error.code ?? error.message} (${left} tries left)`);
          } else res.destroy();
        });
        upstream.end(body);
      };
      tryUpstream(order.length);
    });
  });
  return {
    listen: () => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port))),
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
