// Physical limit: node:http answering the shop's recorded bytes from memory, nothing else.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const routes = new Map(
  JSON.parse(readFileSync(process.env.BENCH_ROUTES, 'utf8')).map((route) => [route.path, { ...route, body: Buffer.from(route.body) }]),
);

createServer((req, res) => {
  const route = routes.get(req.url);
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': route.body.length, ...route.headers });
  res.end(route.body);
}).listen(Number(process.env.PORT), '127.0.0.1');
