import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Config } from '../config';

/**
 * Development: each request's two lines at debug level, so the start-up lines (the address,
 * the demo accounts) are not scrolled away by the app's own page loads; LOG_LEVEL=debug shows
 * them again. Failures keep their level. Production and tests log requests at info, as Fastify does.
 */
class DebugLevelRequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || this.isLogDisabled(request)) return super.requestCompleted(error, request, reply);
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export function requestLogController(env: Config['env']): { logController?: LogController } {
  return env === 'development' ? { logController: new DebugLevelRequestLogs() } : {};
}
