// Framework floor: NestJS on the same express adapter as the shop, one controller answering the
// shop's recorded bytes from memory (no middleware, pipes, database or serialisation).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BACKEND } from './lib.mjs';

const require = createRequire(join(BACKEND, 'package.json'));
require('reflect-metadata');
const { Controller, Get, Module, Req, Res } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { ExpressAdapter } = require('@nestjs/platform-express');

const routes = new Map(JSON.parse(readFileSync(process.env.BENCH_ROUTES, 'utf8')).map((route) => [route.path, route]));

class StaticController {
  answer(req, res) {
    const route = routes.get(req.originalUrl);
    if (!route) return res.status(404).end();
    res.set(route.headers ?? {}).type('application/json').send(route.body);
  }
}
// The .mjs has no decorator syntax, so the decorators are applied by hand.
for (const path of ['products', 'products/:id', 'cart/:sessionId']) {
  const method = `answer_${path.replace(/\W/g, '_')}`;
  // Nest keeps route metadata on the function, so each route needs a function of its own.
  StaticController.prototype[method] = function (req, res) {
    return this.answer(req, res);
  };
  Req()(StaticController.prototype, method, 0);
  Res()(StaticController.prototype, method, 1);
  Get(path)(StaticController.prototype, method, Object.getOwnPropertyDescriptor(StaticController.prototype, method));
}
Controller('api')(StaticController);
class BareModule {}
Module({ controllers: [StaticController] })(BareModule);

const app = await NestFactory.create(BareModule, new ExpressAdapter(), { logger: false });
await app.listen(Number(process.env.PORT), '127.0.0.1');
