import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';

/**
 * GET /metrics answers only the scraper holding METRICS_TOKEN (`Authorization: Bearer <token>`):
 * 401 without a bearer token, 403 with another one. With no token configured the route is not
 * there at all (404), so a shop that never set one shows nothing of its figures.
 */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  private readonly expectedDigest: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expectedDigest = config.metricsToken === null ? null : digest(config.metricsToken);
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.expectedDigest) throw new NotFoundException('There is nothing at this address');
    const req = context.switchToHttp().getRequest<Request>();
    const match = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? '');
    if (!match) {
      context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedException('Send the metrics token as "Authorization: Bearer <token>"');
    }
    // Digests of equal length, compared in constant time: the answer's timing tells nothing of the token.
    if (!timingSafeEqual(digest(match[1]), this.expectedDigest)) throw new ForbiddenException('This metrics token is not the one configured');
    return true;
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
